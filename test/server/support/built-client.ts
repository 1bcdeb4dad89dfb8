import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The page template as the build writes it: the server fills in __PAGE_META__. */
export const PAGE_TEMPLATE =
  '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>__PAGE_META__</title><script defer src="/assets/main.js"></script></head><body><div id="root"></div></body></html>';

export interface BuiltClient {
  /** the folder to hand the server as CLIENT_DIR */
  dir: string;
  remove(): void;
}

/** A stand-in for `dist/`: index.html plus whatever other files (by relative path) a test needs. */
export function builtClient(files: Record<string, string | Buffer> = {}): BuiltClient {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-client-'));
  for (const [name, content] of Object.entries({ 'index.html': PAGE_TEMPLATE, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
