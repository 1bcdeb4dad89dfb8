import { ConfigError, loadConfig, type ServerConfig } from '../config';
import { DataDirLockedError, dataDirHolder } from '../db/data-dir-lock';
import { openDatabase, type AppDatabase } from '../db/database';
import { hasPostgresTools } from '../operations/backup/postgres-backup';

/** Ends an operator's command with a line on stderr. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The server's configuration from the environment, or the configuration's error and exit. */
export function configOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
}

/**
 * The configured database, opened, with the name an operator knows it by. A DATA_DIR a running
 * server holds is refused with the lock's own Persian and English lines.
 */
export function openConfiguredDatabase(): { config: ServerConfig; db: AppDatabase; where: string } {
  const config = configOrExit();
  const where = config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR (${config.dataDir})`;
  try {
    return { config, db: openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }), where };
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}

/** The embedded database belongs to one process: a command that opens it refuses while a server holds DATA_DIR. */
export async function refuseWhileServerHoldsData(config: ServerConfig): Promise<void> {
  if (config.databaseUrl) return;
  const holder = dataDirHolder(config.dataDir);
  if (holder) fail(new DataDirLockedError(config.dataDir, holder).message);
}

/** PostgreSQL backups need its client tools (Debian: `apt-get install postgresql-client`, of the server's major version or newer). */
export async function requirePostgresTools(config: ServerConfig): Promise<void> {
  if (config.databaseUrl && !(await hasPostgresTools()))
    fail("pg_dump, pg_restore and psql are needed for a PostgreSQL backup: install postgresql-client (its version at least the server's).");
}
