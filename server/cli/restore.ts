/**
 * npm run restore -- FOLDER --yes
 *
 * Puts a backup written by `npm run backup` back into the database that DATABASE_URL or DATA_DIR
 * names, with its uploads (into the disk or the bucket that FILE_STORAGE names, which then holds
 * exactly the backup's files). Stop every server process first. What it replaces of the embedded
 * database and of the uploads is kept under DATA_DIR (`*.before-restore-<time>`).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../operations/backup/restore-backup';
import { composeFileStorage } from '../composition/compose-file-storage';
import { configOrExit, fail, refuseWhileServerHoldsData, requirePostgresTools } from './cli-support';

const USAGE = 'usage: npm run restore -- backups/backup-<time> --yes   (replaces the current data; stop the server first)';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { yes: { type: 'boolean' } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1 || !values.yes) fail(USAGE);
  const config = configOrExit();
  await refuseWhileServerHoldsData(config);
  await requirePostgresTools(config);
  const folder = path.resolve(positionals[0]!);
  const { manifest, keptAside } = await restoreBackup({ ...config, files: composeFileStorage(config) }, folder, new Date());
  process.stdout.write(
    `Restored the ${manifest.kind} database of ${manifest.createdAt} and ${manifest.uploads.length} upload(s) from ${folder}.\n` +
      (keptAside.length > 0 ? `What it replaced is kept at: ${keptAside.join(', ')}\n` : ''),
  );
}

main().catch((error: unknown) => fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`));
