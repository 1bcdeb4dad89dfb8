import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { FirstLoadGuard, type FirstLoadRule } from '../../build/first-load-guard';
import buildConfigs, { FIRST_LOAD_RULES } from '../../webpack.config';
import { allPageChunks, pageChunks } from '../../src/core/contracts/pages/match-page';
import { PAGE_IDS } from '../../src/core/contracts/pages/page-routes';

const ROOT = path.resolve(__dirname, '../..');

/** A site in miniature, as the real one loads: a boot entry that imports the app's chunk, which imports the home page's. */
function miniatureSite(app: string, home = 'export default 1;'): Record<string, string> {
  return {
    'boot.js': `import(/* webpackChunkName: "app" */ './app');`,
    'app.js': `${app}\nimport(/* webpackChunkName: "page-home" */ './home');`,
    'home.js': home,
  };
}

const HOME_RULE: FirstLoadRule = { pages: '/', groups: ['main', 'app', 'page-home'], later: ['xstate', 'reflect-metadata'] };

/** Builds the files with the guard (webpack, in a folder of their own) and answers the build's errors. */
async function buildErrors(files: Record<string, string>, rules: FirstLoadRule[] = [HOME_RULE]): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: dir,
      entry: './boot.js',
      output: { path: path.join(dir, 'dist') },
      resolve: { modules: [path.join(ROOT, 'node_modules')] },
      // one chunk per import(), so a package stays in the chunk that asked for it
      optimization: { splitChunks: false },
      plugins: [new FirstLoadGuard(rules)],
      infrastructureLogging: { level: 'none' },
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    return stats.compilation.errors.map((error) => error.message);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the first load's guard (build/first-load-guard.ts, in the browser build)", () => {
  it('fails the build when the app imports XState at once, naming the package and the chunk group that carries it', async () => {
    const errors = await buildErrors(miniatureSite(`import { createActor } from 'xstate';\nconsole.log(createActor);`));
    expect(errors).toEqual(["first load: xstate is in app's chunk app, which / loads at once"]);
  }, 60_000);

  it("fails it when a page's own chunk imports a later package", async () => {
    const errors = await buildErrors(miniatureSite('', `import 'reflect-metadata';\nexport default 1;`));
    expect(errors).toEqual(["first load: reflect-metadata is in page-home's chunk page-home, which / loads at once"]);
  }, 60_000);

  it("fails it when the app's chunk imports, at once, a file of the project's own that loads later", async () => {
    const files = { ...miniatureSite(`import './footer';`), 'footer.js': 'export const footer = 1;' };
    const errors = await buildErrors(files, [{ ...HOME_RULE, laterSources: ['footer.js'] }]);
    expect(errors).toEqual(["first load: footer.js is in app's chunk app, which / loads at once"]);
    const later = {
      ...miniatureSite(`void import(/* webpackChunkName: "footer" */ './footer');`),
      'footer.js': 'export const footer = 1;',
    };
    expect(await buildErrors(later, [{ ...HOME_RULE, laterSources: ['footer.js'] }])).toEqual([]);
  }, 60_000);

  it('lets it through when the package loads later, by import()', async () => {
    const errors = await buildErrors(miniatureSite(`void import(/* webpackChunkName: "machines" */ 'xstate');`));
    expect(errors).toEqual([]);
  }, 60_000);

  it('says so when a group the rule names is not built at all, rather than passing it', async () => {
    const errors = await buildErrors(miniatureSite(''), [{ ...HOME_RULE, groups: ['main', 'page-gone'] }]);
    expect(errors).toEqual(['first load: no chunk group named page-gone (rule for /)']);
  }, 60_000);

  it("guards the site's browser build: no XState on /, no inversify or reflect-metadata on any page", () => {
    const [browser] = buildConfigs(undefined, { mode: 'production' });
    expect(browser.plugins?.some((plugin) => plugin instanceof FirstLoadGuard)).toBe(true);
    const rule = (pages: string) => FIRST_LOAD_RULES.find((candidate) => candidate.pages === pages)!;
    expect(rule('/').groups).toEqual(['main', 'app', ...pageChunks('home')]);
    expect(rule('/').later).toEqual(expect.arrayContaining(['xstate', '@xstate/react']));
    expect(rule('every page').groups).toEqual(expect.arrayContaining(['main', 'app', ...PAGE_IDS.flatMap(allPageChunks)]));
    expect(rule('every page').later).toEqual(expect.arrayContaining(['inversify', 'reflect-metadata']));
    // what is taken over once the browser is idle, and the signed-in visitor's menu
    expect(rule('every page').laterSources).toEqual(['src/ui/layout/account-menu.tsx']);
    expect(rule('/').laterSources).toEqual(
      expect.arrayContaining(['src/ui/features/pages/home-page.tsx', 'src/ui/layout/footer.tsx', 'src/ui/components/toast-area.tsx']),
    );
  });
});
