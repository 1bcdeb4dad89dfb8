import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIG_OUTPUT = 64 * 1024 * 1024;

/** PostgreSQL's own tools do the work: a custom-format dump, restorable whatever the owner's name. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${databaseUrl}`], {
    maxBuffer: BIG_OUTPUT,
  });
}

/**
 * Replaces the database's contents with the dump's, all or nothing. The dump is first turned
 * into SQL beside it (a damaged dump stops there, nothing touched); then psql runs, in ONE
 * transaction, the emptying of the schema (a table a later migration added must not outlive the
 * restore) and that SQL. Any error rolls the whole of it back.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'moshaver-restore-'));
  const script = path.join(folder, 'restore.sql');
  try {
    await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, file], { maxBuffer: BIG_OUTPUT });
    await run(
      'psql',
      [
        '--quiet',
        '--no-psqlrc',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--dbname=${databaseUrl}`,
        '--command=DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
        `--file=${script}`,
      ],
      { maxBuffer: BIG_OUTPUT },
    );
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** Whether PostgreSQL's client tools are on this machine. */
export async function hasPostgresTools(): Promise<boolean> {
  try {
    await run('pg_dump', ['--version']);
    await run('pg_restore', ['--version']);
    await run('psql', ['--version']);
    return true;
  } catch {
    return false;
  }
}
