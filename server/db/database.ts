import fs from 'node:fs';
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { Pool } from 'pg';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './schema';
import { migrations } from './migrations';

export type AppDatabase = Kysely<Database>;

export interface DatabaseLocation {
  /** PostgreSQL server URL; when null the embedded database is used. */
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory. */
  dataDir: string | null;
}

/**
 * The PostgreSQL extensions the schema uses, which PGlite ships as its own builds: btree_gist
 * (one calendar of time ranges, an exclusion constraint) and pg_trgm (indexed search).
 */
const EMBEDDED_EXTENSIONS = { btree_gist, pg_trgm };

export function openDatabase({ databaseUrl, dataDir }: DatabaseLocation): AppDatabase {
  if (databaseUrl) {
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, an administrator) must not take the process with it;
    // the pool replaces it on the next query.
    pool.on('error', (error) => process.stderr.write(`database connection lost: ${error.message}\n`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (!dataDir) return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite({ extensions: EMBEDDED_EXTENSIONS })) });
  fs.mkdirSync(dataDir, { recursive: true });
  // PGlite's files are one process's: a second opener would corrupt them, so it is refused
  const lock = lockDataDir(dataDir);
  const pglite = new PGlite(`${dataDir}/pgdata`, { extensions: EMBEDDED_EXTENSIONS });
  const close = pglite.close.bind(pglite);
  pglite.close = () => close().finally(() => lock.release());
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: AppDatabase): Promise<void> {
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
