/**
 * npm run backup [-- --to FOLDER] [--keep N]
 *
 * Writes `backup-<time>/` under FOLDER (default BACKUP_DIR, else ./backups): the database named
 * by DATABASE_URL (pg_dump) or DATA_DIR (the embedded database's own dump; the server must be
 * stopped, as it holds that database alone), the uploads (from the disk or the bucket that
 * FILE_STORAGE names), and a manifest. Keeps the newest N
 * backups there (default 14) and removes older ones.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { takeBackup } from '../operations/backup/take-backup';
import { composeFileStorage } from '../composition/compose-file-storage';
import { configOrExit, fail, refuseWhileServerHoldsData, requirePostgresTools } from './cli-support';

const USAGE = 'usage: npm run backup -- [--to FOLDER] [--keep N]';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, keep: { type: 'string' } }, strict: true });
  const keep = values.keep === undefined ? 14 : Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1) fail(USAGE);
  const config = configOrExit();
  await refuseWhileServerHoldsData(config);
  await requirePostgresTools(config);
  const into = path.resolve(values.to ?? process.env.BACKUP_DIR ?? 'backups');
  const { folder, manifest } = await takeBackup({ ...config, files: composeFileStorage(config) }, into, new Date());
  const removed = await pruneOlder(into, keep);
  process.stdout.write(
    `Backup written to ${folder} (${manifest.kind} database, ${manifest.uploads.length} upload(s)); ${removed} older backup(s) removed.\n`,
  );
}

async function pruneOlder(folder: string, keep: number): Promise<number> {
  const backups = (await fs.readdir(folder)).filter((name) => /^backup-[\dTZ-]+$/.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) await fs.rm(path.join(folder, name), { recursive: true, force: true });
  return old.length;
}

main().catch((error: unknown) => fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`));
