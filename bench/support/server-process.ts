import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  startServerProcess as startQuietly,
  type ServerProcess,
  type ServerProcessOptions,
} from '../../test/server/support/server-process';

export { ROOT, type ServerProcess };

/** The real server in a child process (demo data unless `env` says otherwise), its output shown with the bench's. */
export function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  return startQuietly({ echo: true, ...options });
}

/** Builds the production client when it is missing or older than the sources. */
export function ensureClientBuilt(): void {
  const index = path.join(ROOT, 'dist/index.html');
  const newest = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(max, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
    }, 0);
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= newest(path.join(ROOT, 'src'))) return;
  const { status } = require('node:child_process').spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (status !== 0) throw new Error('client build failed');
}
