import fs from 'node:fs';
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import { Pool } from 'pg';
import { lockDataDir } from './data-dir-lock';
import { PGliteThreadDialect } from './embedded/worker-dialect';
import type { Database } from './schema';
import { migrations } from './migrations';

export type AppDatabase = Kysely<Database>;

export interface DatabaseLocation {
  /** PostgreSQL server URL; when null the embedded database is used. */
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory. */
  dataDir: string | null;
  /**
   * In memory only: a dump of the embedded database's data folder to start from (the tests start
   * every fresh database from one migrated image instead of running the migrations each time).
   */
  startFrom?: Uint8Array;
}

export function openDatabase({ databaseUrl, dataDir, startFrom }: DatabaseLocation): AppDatabase {
  if (databaseUrl) {
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, an administrator) must not take the process with it;
    // the pool replaces it on the next query.
    pool.on('error', (error) => process.stderr.write(`database connection lost: ${error.message}\n`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  // the embedded database (PGlite, with the btree_gist and pg_trgm extensions) runs in a thread of its
  // own, started on the first query, so a slow statement does not hold up the other requests
  if (!dataDir) return new Kysely<Database>({ dialect: new PGliteThreadDialect({ dataPath: null, startFrom }) });
  fs.mkdirSync(dataDir, { recursive: true });
  // PGlite's files are one process's: a second opener would corrupt them, so it is refused
  const lock = lockDataDir(dataDir);
  return new Kysely<Database>({ dialect: new PGliteThreadDialect({ dataPath: `${dataDir}/pgdata`, onClosed: () => lock.release() }) });
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
