import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { droppableRouterParts } from '../../build/droppable-router-parts-loader';

const ROOT = path.resolve(__dirname, '../..');

/** react-router as the browser build bundles it (minified, React left out), with or without the loader's change. */
async function bundledRouter(imports: string, transformed: boolean): Promise<string> {
  const loader: Plugin = {
    name: 'droppable-router-parts',
    setup(builder) {
      builder.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/].+\.mjs$/ }, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        return { contents: transformed ? droppableRouterParts(source) : source, loader: 'js' };
      });
    },
  };
  const result = await build({
    stdin: { contents: `import { ${imports} } from 'react-router-dom'; console.log(${imports});`, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    external: ['react', 'react-dom'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [loader],
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

/** what the site's first load uses of react-router (src/ui/app.tsx, routes.tsx, the layout) */
const SITE_IMPORTS = 'BrowserRouter, useRoutes, useNavigate, useLocation, useParams, useSearchParams, Outlet, Navigate, Link';

describe("react-router's unused components left out of the bundle (build/droppable-router-parts-loader.ts)", () => {
  it('leaves out what the site does not import: <ScrollRestoration> and its storage key', async () => {
    const before = await bundledRouter(SITE_IMPORTS, false);
    const after = await bundledRouter(SITE_IMPORTS, true);
    expect(before).toContain('react-router-scroll-positions');
    expect(after).not.toContain('react-router-scroll-positions');
    expect(after.length).toBeLessThan(before.length * 0.9);
  }, 30_000);

  it('keeps what the site imports: a link still marks itself for route discovery as before', async () => {
    expect(await bundledRouter(SITE_IMPORTS, true)).toContain('data-discover');
  }, 30_000);

  it('changes only the top-level naming and the purity of the calls, not what the module exports', () => {
    const file = fs
      .readdirSync(path.join(ROOT, 'node_modules/react-router/dist/development'))
      .map((name) => path.join(ROOT, 'node_modules/react-router/dist/development', name))
      .find((name) => /chunk-.+\.mjs$/.test(name) && fs.readFileSync(name, 'utf8').includes('var Link = '))!;
    const source = fs.readFileSync(file, 'utf8');
    const changed = droppableRouterParts(source);
    const exportsOf = (text: string) => /export \{([^}]+)\};\s*$/.exec(text)?.[1];
    expect(exportsOf(changed)).toBe(exportsOf(source));
    expect(changed).not.toMatch(/^Link\.displayName/m);
    expect(changed).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    // a name given inside a function is left alone
    expect(changed.match(/^\s+\w+\.displayName = /gm)).toEqual(source.match(/^\s+\w+\.displayName = /gm));
  });
});
