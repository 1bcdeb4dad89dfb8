import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumMissingMessage } from './chromium';
import { launchSharedBrowser, SHARED_BROWSER_ENDPOINT } from './browser';
import { keepSharedBrowser } from './shared-browser';

const ROOT = path.resolve(__dirname, '../../..');

function newestMtime(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

/** The browser tests need Chromium, started once for every test file, and a production build of the current sources. */
export default async function globalSetup(): Promise<void> {
  require('../../support/bundle-esm-only-packages').bundleEsmOnlyPackages();
  const missing = chromiumMissingMessage();
  if (missing) throw new Error(missing);
  const index = path.join(ROOT, 'dist/index.html');
  if (
    !fs.existsSync(index) ||
    fs.statSync(index).mtimeMs < Math.max(newestMtime(path.join(ROOT, 'src')), fs.statSync(path.join(ROOT, 'webpack.config.ts')).mtimeMs)
  ) {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  const browser = await launchSharedBrowser();
  keepSharedBrowser(browser);
  process.env[SHARED_BROWSER_ENDPOINT] = browser.wsEndpoint();
}
