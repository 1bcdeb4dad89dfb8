#!/usr/bin/env node
// npm 10+ leaves other platforms' optional packages out of package-lock.json (npm/cli bug), and
// `npm ci` then refuses the lock. This adds the missing entries, read from the registry.
// Run after `npm install` changes the lock: node scripts/complete-lockfile.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[base] || lock.packages[`node_modules/${name}`]) continue;
    const meta = JSON.parse(
      execFileSync('npm', ['view', `${name}@${range}`, 'version', 'dist.integrity', 'cpu', 'os', 'libc', 'license', 'engines', '--json'], {
        encoding: 'utf8',
      }),
    );
    const info = Array.isArray(meta) ? meta[meta.length - 1] : meta;
    lock.packages[`node_modules/${name}`] = {
      version: info.version,
      integrity: info['dist.integrity'],
      ...(info.cpu ? { cpu: info.cpu } : {}),
      dev: entry.dev,
      ...(info.libc ? { libc: info.libc } : {}),
      ...(info.license ? { license: info.license } : {}),
      optional: true,
      ...(info.os ? { os: info.os } : {}),
      ...(info.engines ? { engines: info.engines } : {}),
    };
    if (!entry.dev) delete lock.packages[`node_modules/${name}`].dev;
    added += 1;
  }
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} missing optional packages to package-lock.json`);
