import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

/** Where the embedded database keeps its files under DATA_DIR (as `openDatabase` opens it). */
export function embeddedDataPath(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** The embedded database's own dump: its whole data folder as a gzipped tarball. */
export async function dumpEmbedded(dataDir: string, file: string): Promise<void> {
  const pglite = new PGlite(embeddedDataPath(dataDir));
  try {
    const tarball = await pglite.dumpDataDir('gzip');
    await fs.writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/**
 * Puts the dump back as DATA_DIR's database. The dump is first opened in a folder of its own
 * and must hold the migrations its manifest names; only then is the current data folder set
 * aside (`pgdata.before-restore-<time>`, kept, not deleted) and the restored one put in its place.
 */
export async function restoreEmbedded(dataDir: string, file: string, stamp: string, migrations: string[]): Promise<string | null> {
  const target = embeddedDataPath(dataDir);
  const staging = `${target}.restoring-${stamp}`;
  await fs.rm(staging, { recursive: true, force: true });
  try {
    const tarball = await fs.readFile(file);
    // A truncated file would fail inside PGlite's loader where it cannot be caught: read it through first.
    gunzipSync(tarball);
    const pglite = new PGlite(staging, { loadDataDir: new Blob([tarball]) });
    try {
      const { rows } = await pglite.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
      const found = rows.map((row) => row.name);
      if (migrations.some((name) => !found.includes(name))) throw new Error('the dump does not hold the database its manifest describes');
    } finally {
      await pglite.close();
    }
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw new Error(`the backup's database cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
  }
  const kept = await setAside(target, stamp);
  await fs.rename(staging, target);
  return kept;
}

/** Moves a folder out of the way under a dated name; null when there was nothing to move. */
export async function setAside(folder: string, stamp: string): Promise<string | null> {
  const kept = `${folder}.before-restore-${stamp}`;
  try {
    await fs.rename(folder, kept);
    return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
