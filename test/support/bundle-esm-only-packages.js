/**
 * Jest 29 will not require() a file from a package marked "type": "module", and a few of our
 * dependencies ship only ES modules (inversify, file-type, jose), or require one (light-my-request,
 * behind Fastify's inject, requires cookie 2). Before the tests run, each is bundled once into
 * a CommonJS file under .tmp/jest that moduleNameMapper points at.
 */
const path = require('node:path');
const fs = require('node:fs');
const esbuild = require('esbuild');

const ROOT = path.resolve(__dirname, '../..');
const OUT_DIR = path.join(ROOT, '.tmp/jest');
const PACKAGES = ['inversify', 'file-type', 'light-my-request', 'jose'];
/** CommonJS packages whose module.exports is itself the API (a function), not named exports */
const COMMONJS = new Set(['light-my-request']);

function bundledPath(name) {
  return path.join(OUT_DIR, `${name.replace(/\W+/g, '-')}.cjs`);
}

function bundleEsmOnlyPackages() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const name of PACKAGES) {
    const version = require(path.join(ROOT, 'node_modules', name, 'package.json')).version;
    const out = bundledPath(name);
    const stamp = `${out}.version`;
    if (fs.existsSync(out) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === version) continue;
    esbuild.buildSync({
      stdin: {
        contents: COMMONJS.has(name) ? `module.exports = require(${JSON.stringify(name)});` : `export * from ${JSON.stringify(name)};`,
        resolveDir: ROOT,
        loader: 'js',
      },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      outfile: out,
      logLevel: 'error',
    });
    fs.writeFileSync(stamp, version);
  }
}

const moduleNameMapper = Object.fromEntries(PACKAGES.map((name) => [`^${name}$`, bundledPath(name)]));

module.exports = { bundleEsmOnlyPackages, moduleNameMapper };
