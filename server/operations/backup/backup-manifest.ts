import fs from 'node:fs/promises';
import path from 'node:path';

/** Which database a backup holds: PostgreSQL's custom-format dump, or the embedded database's own tarball. */
export type BackupKind = 'postgres' | 'embedded';

/** What a backup folder says about itself (`manifest.json`): restore reads it before touching anything. */
export interface BackupManifest {
  format: 1;
  kind: BackupKind;
  createdAt: string;
  /** the file beside the manifest that holds the database */
  databaseFile: string;
  /** the migrations applied when it was taken, newest last */
  migrations: string[];
  /** the uploads folder's files, relative paths, sorted */
  uploads: string[];
}

export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_FOLDER = 'uploads';

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await fs.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The folder's manifest; throws an operator's message when it is not a backup this version can read. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${folder} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  const manifest = JSON.parse(text) as Partial<BackupManifest>;
  if (
    manifest.format !== 1 ||
    (manifest.kind !== 'postgres' && manifest.kind !== 'embedded') ||
    typeof manifest.databaseFile !== 'string'
  ) {
    throw new Error(`${folder}/${MANIFEST_FILE} is not a backup manifest this version can read`);
  }
  return manifest as BackupManifest;
}

/** Every file under a folder, relative and sorted; an absent folder has none. */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
