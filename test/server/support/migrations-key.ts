import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const MIGRATIONS = path.join(ROOT, 'server/db/migrations');

/**
 * What a migrated database made for the tests depends on: every migration's text and PGlite's
 * version (16 hex digits). A database made from other migrations is never reused.
 */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  for (const name of fs.readdirSync(MIGRATIONS).sort()) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(MIGRATIONS, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
