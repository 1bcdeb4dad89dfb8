import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import buildConfigs, { FIRST_LOAD_RULES } from '../webpack.config';

export interface ChunkModules {
  chunk: string;
  /** the chunk's script, minified, gzip -9 */
  gzip: number;
  /** what the chunk is made of, before minifying: npm packages by name, the project's files by path; largest first */
  parts: { name: string; bytes: number }[];
}

interface StatsModule {
  name?: string;
  size?: number;
  modules?: StatsModule[];
}

/** The module's own files: itself, or each module webpack joined into it. */
const flat = (module: StatsModule): StatsModule[] => (module.modules ? module.modules.flatMap(flat) : [module]);

/** An npm package's name for its files, the project's path for its own. */
function partOf(name: string): string {
  const found = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  return found ? found[1] : name.replace(/^\.\//, '').replace(/ \+ \d+ modules$/, '');
}

/**
 * What each script of `/`'s first load is made of, as webpack's stats see it after tree-shaking:
 * the browser build (production, without the compressed copies) into a folder of its own, then,
 * per chunk the first-load rule of `/` names, its gzip size and its packages and files by size.
 */
export async function measureFirstLoadModules(): Promise<ChunkModules[]> {
  const [browser] = buildConfigs(undefined, { mode: 'production' });
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-modules-'));
  const config: webpack.Configuration = {
    ...browser,
    output: { ...browser.output, path: outDir },
    plugins: browser.plugins?.filter((plugin) => plugin?.constructor.name !== 'CompressionPlugin'),
  };
  try {
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      const compiler = webpack(config);
      compiler.run((error, result) => {
        compiler.close(() => (error || !result ? reject(error) : resolve(result)));
      });
    });
    const json = stats.toJson({
      all: false,
      chunks: true,
      chunkModules: true,
      nestedModules: true,
      chunkGroups: true,
      ids: true,
      chunkModulesSpace: Infinity,
      nestedModulesSpace: Infinity,
      dependentModules: true,
      groupModulesByType: false,
      groupModulesByPath: false,
      groupModulesByExtension: false,
      groupModulesByAttributes: false,
      groupModulesByCacheStatus: false,
      groupModulesByLayer: false,
    });
    const home = FIRST_LOAD_RULES.find((rule) => rule.pages === '/')!;
    const ids = new Set(home.groups.flatMap((group) => json.namedChunkGroups?.[group]?.chunks ?? []));
    return (json.chunks ?? [])
      .filter((chunk) => ids.has(chunk.id!))
      .map((chunk) => {
        const sizes = new Map<string, number>();
        for (const module of (chunk.modules ?? []).flatMap((module) => flat(module as StatsModule))) {
          const name = module.name ? partOf(module.name) : "webpack's runtime";
          sizes.set(name, (sizes.get(name) ?? 0) + (module.size ?? 0));
        }
        const files = [...(chunk.files ?? [])].filter((file) => file.endsWith('.js'));
        return {
          chunk: chunk.names?.join(', ') || String(chunk.id),
          gzip: files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length, 0),
          parts: [...sizes].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
        };
      })
      .sort((a, b) => b.gzip - a.gzip);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

export function printFirstLoadModules(chunks: ChunkModules[], top = 12): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`\nWhat / loads at once, by chunk (gzip -9), and each chunk's ${top} largest parts (before minifying)`);
  for (const { chunk, gzip, parts } of chunks) {
    console.log(`  ${chunk}: ${kb(gzip)}`);
    for (const { name, bytes } of parts.slice(0, top)) console.log(`    ${kb(bytes).padStart(10)}  ${name}`);
  }
  console.log(`  in all: ${kb(chunks.reduce((sum, { gzip }) => sum + gzip, 0))}`);
}
