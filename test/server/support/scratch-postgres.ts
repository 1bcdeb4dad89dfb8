import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface ScratchDatabase {
  /** the URL of the new, empty database */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server `serverUrl` names, dropped again by `drop()`: empty,
 * or a copy of the database `template` names (which nothing may be connected to).
 * Its character classes are UTF-8's whatever the server's default locale ("C" on some fresh
 * machines), so pg_trgm sees Persian letters as letters, as a production database does.
 */
export async function createScratchDatabase(serverUrl: string, prefix = 'test', template = 'template0'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
