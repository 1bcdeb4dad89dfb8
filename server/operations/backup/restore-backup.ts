import fs from 'node:fs/promises';
import path from 'node:path';
import { readManifest, filesUnder, UPLOADS_FOLDER, type BackupManifest } from './backup-manifest';
import { restoreEmbedded } from './embedded-backup';
import { replaceStorageWith } from './backup-files';
import { isStorageKey } from '../../ports/storage-keys';
import { restorePostgres } from './postgres-backup';
import { backupStamp, type BackupSource } from './take-backup';

export interface RestoreReport {
  manifest: BackupManifest;
  /** where the embedded database and the uploads that were replaced now lie */
  keptAside: string[];
}

/**
 * Puts a backup back: the database first, then the uploads into the configured storage (the
 * disk's or the bucket's), which then holds exactly the backup's files. It refuses a backup of
 * the other kind of database (restore a PostgreSQL dump into PostgreSQL) and one whose uploads
 * are not all there, before anything is changed. What it replaces is kept aside under DATA_DIR,
 * not deleted.
 */
export async function restoreBackup(target: BackupSource, folder: string, at: Date): Promise<RestoreReport> {
  const manifest = await readManifest(folder);
  const wanted = target.databaseUrl ? 'postgres' : 'embedded';
  if (manifest.kind !== wanted) {
    throw new Error(
      `this backup holds the ${manifest.kind} database, but the configuration names the ${wanted} one (${target.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'})`,
    );
  }
  const databaseFile = path.join(folder, manifest.databaseFile);
  await fs.access(databaseFile).catch(() => {
    throw new Error(`the backup's database file ${databaseFile} is missing`);
  });
  const uploads = path.join(folder, UPLOADS_FOLDER);
  const present = await filesUnder(uploads);
  const missing = manifest.uploads.filter((file) => !present.includes(file));
  if (missing.length > 0) throw new Error(`the backup's uploads are incomplete: ${missing.slice(0, 5).join(', ')} missing`);
  const unnamed = present.filter((file) => !isStorageKey(file.split(path.sep).join('/')));
  if (unnamed.length > 0) throw new Error(`the backup's uploads have names no storage takes: ${unnamed.slice(0, 5).join(', ')}`);

  const stamp = backupStamp(at);
  const keptAside: string[] = [];
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, databaseFile);
  else {
    const kept = await restoreEmbedded(target.dataDir, databaseFile, stamp, manifest.migrations);
    if (kept) keptAside.push(kept);
  }
  const keys = present.map((file) => file.split(path.sep).join('/'));
  const keptUploads = await replaceStorageWith(target.files, uploads, keys, path.join(target.dataDir, `uploads.before-restore-${stamp}`));
  if (keptUploads) keptAside.push(keptUploads);
  return { manifest, keptAside };
}
