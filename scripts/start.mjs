#!/usr/bin/env node
// npm start: builds the client when dist/ is missing or older than the sources, then runs
// the server (site and API in one process) until it is stopped.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const index = path.join(root, 'dist/index.html');

function newestMtime(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }, 0);
}

if (
  !fs.existsSync(index) ||
  fs.statSync(index).mtimeMs < Math.max(newestMtime(path.join(root, 'src')), fs.statSync(path.join(root, 'webpack.config.ts')).mtimeMs)
) {
  console.log('Building the client (webpack, production)...');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// --no-wasm-tier-up: see the README's quick start (a Node 24 crash in the embedded database's code)
const server = spawn(process.execPath, ['--no-wasm-tier-up', '--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
