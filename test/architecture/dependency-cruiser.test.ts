import path from 'node:path';
import type { ICruiseResult, IViolation } from 'dependency-cruiser';

type DependencyCruiser = typeof import('dependency-cruiser');
type ExtractOptions = typeof import('dependency-cruiser/config-utl/extract-depcruise-options');
type ExtractTsConfig = typeof import('dependency-cruiser/config-utl/extract-ts-config');

const ROOT = path.resolve(__dirname, '../..');

// dependency-cruiser ships only ES modules; ts-jest compiles `import()` to require(), so the
// import is written where the compiler cannot see it
const importEsm = new Function('specifier', 'return import(specifier)') as <Module>(specifier: string) => Promise<Module>;

function describeViolation(violation: IViolation): string {
  const route = violation.cycle
    ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')
    : `${violation.from} → ${violation.to}`;
  return `${violation.rule.name}: ${route}`;
}

/**
 * The boundaries written in .dependency-cruiser.cjs (core, adapters, composition roots, ui
 * features, server modules, cycles), checked over src/ and server/ as `npm run deps` does.
 */
describe('the dependency rules', () => {
  it('finds no import that crosses a boundary', async () => {
    const { cruise } = await importEsm<DependencyCruiser>('dependency-cruiser');
    const { default: extractOptions } = await importEsm<ExtractOptions>('dependency-cruiser/config-utl/extract-depcruise-options');
    const { default: extractTsConfig } = await importEsm<ExtractTsConfig>('dependency-cruiser/config-utl/extract-ts-config');
    const options = await extractOptions(path.join(ROOT, '.dependency-cruiser.cjs'));
    const tsConfigFile = path.join(ROOT, 'tsconfig.json');
    const cruiseOptions = { ...options, baseDir: ROOT, validate: true, tsConfig: { fileName: tsConfigFile } };
    const { output } = await cruise(['src', 'server'], cruiseOptions, undefined, { tsConfig: extractTsConfig(tsConfigFile) });
    const { summary } = output as ICruiseResult;
    expect(summary.totalCruised).toBeGreaterThan(100);
    expect(summary.violations.map(describeViolation)).toEqual([]);
  }, 60_000);
});
