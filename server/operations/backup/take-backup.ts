import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseLocation } from '../../db/database';
import type { FileStorage } from '../../ports/file-storage';
import { filesUnder, UPLOADS_FOLDER, writeManifest, type BackupManifest } from './backup-manifest';
import { copyStorageInto } from './backup-files';
import { dumpEmbedded } from './embedded-backup';
import { dumpPostgres } from './postgres-backup';

export interface BackupSource extends DatabaseLocation {
  dataDir: string;
  /** the uploads, on the disk or in a bucket (FILE_STORAGE) */
  files: FileStorage;
}

/** `2026-11-23T02-00-00Z`: a time that sorts, and is a safe folder name everywhere. */
export function backupStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/:/g, '-');
}

/**
 * Writes one backup folder: the database (PostgreSQL's dump, or the embedded database's
 * tarball), a copy of every file of the storage (the disk's or the bucket's), and a manifest listing both. Written under a temporary
 * name and renamed at the end, so a folder that exists is a whole backup.
 */
export async function takeBackup(
  source: BackupSource,
  intoFolder: string,
  at: Date,
): Promise<{ folder: string; manifest: BackupManifest }> {
  const folder = path.join(intoFolder, `backup-${backupStamp(at)}`);
  const partial = `${folder}.partial`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(partial, { recursive: true });
  try {
    const migrations = await appliedMigrations(source);
    const kind = source.databaseUrl ? 'postgres' : 'embedded';
    const databaseFile = kind === 'postgres' ? 'database.dump' : 'database.tar.gz';
    if (source.databaseUrl) await dumpPostgres(source.databaseUrl, path.join(partial, databaseFile));
    else await dumpEmbedded(source.dataDir, path.join(partial, databaseFile));
    await copyStorageInto(source.files, path.join(partial, UPLOADS_FOLDER));
    const manifest: BackupManifest = {
      format: 1,
      kind,
      createdAt: at.toISOString(),
      databaseFile,
      migrations,
      uploads: await filesUnder(path.join(partial, UPLOADS_FOLDER)),
    };
    await writeManifest(partial, manifest);
    await fs.rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

async function appliedMigrations(location: DatabaseLocation): Promise<string[]> {
  const db = openDatabase(location);
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
    return rows.map((row) => row.name);
  } catch {
    return [];
  } finally {
    await db.destroy();
  }
}
