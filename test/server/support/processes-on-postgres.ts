import fs from 'node:fs';
import { openDatabase, type AppDatabase } from '../../../server/db/database';
import { createScratchDatabase, type ScratchDatabase } from './scratch-postgres';
import { startServerProcess, type ServerProcess } from './server-process';

/** Several server processes on one scratch PostgreSQL database, and the test's own connection to it. */
export interface ProcessesOnPostgres {
  scratch: ScratchDatabase;
  db: AppDatabase;
  servers: ServerProcess[];
  /** stops every process (a killed one too), closes the connection and drops the database */
  stop(): Promise<void>;
}

/**
 * Starts `count` identical server processes on a new scratch database under `postgresUrl`, with
 * `env` added to what they all need (the database, no demo content, quiet logs, the proxy's
 * addresses trusted). A process that fails to start stops the others before the error is thrown.
 */
export async function startProcessesOnPostgres(
  postgresUrl: string,
  name: string,
  count: number,
  env: Record<string, string> = {},
): Promise<ProcessesOnPostgres> {
  const scratch = await createScratchDatabase(postgresUrl, name);
  const fullEnv = { DATABASE_URL: scratch.url, SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'error', TRUST_PROXY: '1', ...env };
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServerProcess({ env: fullEnv })));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const db = openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await db.destroy();
    await scratch.drop();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { scratch, db, servers, stop };
}
