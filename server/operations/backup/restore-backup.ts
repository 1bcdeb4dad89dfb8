import fs from 'node:fs/promises';
import path from 'node:path';
import { readManifest, filesUnder, UPLOADS_FOLDER, type BackupManifest } from './backup-manifest';
import { restoreEmbedded, setAside } from './embedded-backup';
import { restorePostgres } from './postgres-backup';
import { backupStamp, type BackupSource } from './take-backup';

export interface RestoreReport {
  manifest: BackupManifest;
  /** where the embedded database and the uploads that were replaced now lie */
  keptAside: string[];
}

/**
 * Puts a backup back: the database first, then the uploads. It refuses a backup of the other
 * kind of database (restore a PostgreSQL dump into PostgreSQL) and one whose uploads are not
 * all there, before anything is changed. What it replaces is kept aside, not deleted.
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

  const stamp = backupStamp(at);
  const keptAside: string[] = [];
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, databaseFile);
  else {
    const kept = await restoreEmbedded(target.dataDir, databaseFile, stamp, manifest.migrations);
    if (kept) keptAside.push(kept);
  }
  const keptUploads = await setAside(target.uploadDir, stamp);
  if (keptUploads) keptAside.push(keptUploads);
  await fs.mkdir(target.uploadDir, { recursive: true });
  if (present.length > 0) await fs.cp(uploads, target.uploadDir, { recursive: true });
  return { manifest, keptAside };
}
