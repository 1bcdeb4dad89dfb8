import { createHash } from 'node:crypto';
import { cpSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type DatabaseLocation } from '../../../server/db/database';
import { seedDemoContent } from '../../../server/seed/seed-demo-content';
import { takeBackup } from '../../../server/operations/backup/take-backup';
import { restoreBackup } from '../../../server/operations/backup/restore-backup';
import type { BackupSource } from '../../../server/operations/backup/take-backup';
import type { FileStorage } from '../../../server/ports/file-storage';
import { FsFileStorage } from '../../../server/adapters/fs-file-storage';
import { S3FileStorage } from '../../../server/adapters/s3-file-storage';
import { embeddedDataPath } from '../../../server/operations/backup/embedded-backup';
import { PGlite } from '@electric-sql/pglite';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-postgres';
import { startS3Server, type LocalS3 } from '../support/local-s3';
import { migratedImage } from '../support/migrated-image';

jest.setTimeout(120_000);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const NOW = new Date('2026-11-23T06:00:00Z');

/** The bytes of a stored file. */
async function bytesOf(files: FileStorage, key: string): Promise<Buffer> {
  const file = await files.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of file!.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Every row of every table, in a stable order, and every upload's bytes: what a restore must give back. */
async function snapshot(site: BackupSource): Promise<{ tables: Record<string, unknown[]>; uploads: Record<string, string> }> {
  const db = openDatabase(site);
  try {
    const { rows: names } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(
      db,
    );
    const tables: Record<string, unknown[]> = {};
    for (const { table_name: name } of names) {
      const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(db);
      tables[name] = rows.map((row) => JSON.stringify(row)).sort();
    }
    const uploads: Record<string, string> = {};
    for (const key of await site.files.list('')) {
      uploads[key] = createHash('sha256')
        .update(await bytesOf(site.files, key))
        .digest('hex');
    }
    return { tables, uploads };
  } finally {
    await db.destroy();
  }
}

async function withDatabase<T>(site: DatabaseLocation, work: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> {
  const db = openDatabase(site);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** The site every test starts from: migrated, the demo content seeded with its pictures, and one customer. */
async function seedSite(site: BackupSource): Promise<void> {
  await withDatabase(site, async (db) => {
    await migrateToLatest(db);
    await seedDemoContent(db, NOW, site.files);
    await db
      .insertInto('users')
      .values({ email: 'narges@example.com', password_hash: 'x', first_name: 'نرگس', last_name: 'صالحی', updated_at: NOW })
      .execute();
  });
}

/**
 * The embedded site seeded once for the file, from the tests' migrated image (its data folder, closed, and its
 * uploads folder), and copied file by file into each test's own folder and storage: the same rows and files as
 * seeding each time, without ten runs of every migration in on-disk PGlite, nor ten loads of a dump.
 */
let seededEmbedded: { dataDir: string; uploads: FsFileStorage } | null = null;
const seededRoot = fs.mkdtemp(path.join(os.tmpdir(), 'moshaver-backup-seeded-'));
afterAll(async () => fs.rm(await seededRoot, { recursive: true, force: true }));

async function startFromSeededEmbedded(site: BackupSource): Promise<void> {
  if (!seededEmbedded) {
    const dataDir = path.join(await seededRoot, 'data');
    await fs.mkdir(dataDir);
    const migrated = new PGlite(embeddedDataPath(dataDir), { loadDataDir: new Blob([await migratedImage()]) });
    await migrated.close();
    const uploads = new FsFileStorage(path.join(dataDir, 'uploads'));
    await seedSite({ databaseUrl: null, dataDir, files: uploads });
    seededEmbedded = { dataDir, uploads };
  }
  cpSync(embeddedDataPath(seededEmbedded.dataDir), embeddedDataPath(site.dataDir!), { recursive: true });
  for (const key of await seededEmbedded.uploads.list('')) {
    const file = await seededEmbedded.uploads.get(key);
    await site.files.put(key, file!.body, { contentType: file!.contentType });
  }
}

describe.each(['disk', 'S3'])(`a backup of the ${onPostgres ? 'PostgreSQL' : 'embedded'} database and the uploads (%s)`, (kind) => {
  let s3: LocalS3 | null = null;
  let buckets = 0;
  let root: string;
  let scratch: ScratchDatabase | null = null;
  let site: BackupSource;
  let backups: string;

  beforeAll(async () => {
    if (kind === 'S3') s3 = await startS3Server();
  });
  afterAll(async () => s3?.close());

  /** The site's storage: DATA_DIR/uploads, or a new bucket of the local S3 server. */
  async function storageFor(dataDir: string): Promise<FileStorage> {
    if (!s3) return new FsFileStorage(path.join(dataDir, 'uploads'));
    buckets += 1;
    return new S3FileStorage(s3.settings(await s3.createBucket(`backup-${buckets}`)));
  }

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'moshaver-backup-'));
    scratch = onPostgres ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'backup') : null;
    const dataDir = path.join(root, 'data');
    site = { databaseUrl: scratch?.url ?? null, dataDir, files: await storageFor(dataDir) };
    backups = path.join(root, 'backups');
    await fs.mkdir(dataDir, { recursive: true });
    if (onPostgres) await seedSite(site);
    else await startFromSeededEmbedded(site);
    await site.files.put('receipt-scan.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), { contentType: 'image/png' });
  });

  afterEach(async () => {
    if (site.files instanceof S3FileStorage) site.files.destroy();
    await scratch?.drop();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('comes back exactly: every row and every upload as they were when it was taken', async () => {
    const before = await snapshot(site);
    expect(Object.keys(before.uploads).length).toBeGreaterThan(1);
    const { folder, manifest } = await takeBackup(site, backups, NOW);
    expect(manifest.migrations.length).toBeGreaterThan(3);

    // A bad day after the backup: an article and an upload lost, a stranger's account added.
    await withDatabase(site, async (db) => {
      await db
        .deleteFrom('posts')
        .where('id', '=', (await db.selectFrom('posts').select('id').executeTakeFirstOrThrow()).id)
        .execute();
      await db
        .insertInto('users')
        .values({ email: 'intruder@example.com', password_hash: 'x', first_name: 'ن', last_name: 'ن', updated_at: NOW })
        .execute();
    });
    await site.files.delete('receipt-scan.png');
    await site.files.put('later.png', Buffer.from('later'), { contentType: 'image/png' });
    expect(await snapshot(site)).not.toEqual(before);

    const { keptAside } = await restoreBackup(site, folder, new Date(NOW.getTime() + 60_000));
    expect(await snapshot(site)).toEqual(before);
    // What the restore replaced is kept, not deleted.
    const keptUploads = keptAside.find((kept) => kept.includes('uploads.before-restore-'));
    expect(keptUploads).toBeDefined();
    expect(await fs.readFile(path.join(keptUploads!, 'later.png'), 'utf8')).toBe('later');
  });

  it('the restored database opens and migrates like any other (the server can start on it)', async () => {
    const { folder } = await takeBackup(site, backups, NOW);
    await restoreBackup(site, folder, new Date(NOW.getTime() + 60_000));
    const users = await withDatabase(site, async (db) => {
      await migrateToLatest(db);
      return db.selectFrom('users').select('email').execute();
    });
    expect(users.map((user) => user.email)).toEqual(['narges@example.com']);
  });

  it('refuses a backup whose uploads are not all there, and changes nothing', async () => {
    const { folder } = await takeBackup(site, backups, NOW);
    await fs.rm(path.join(folder, 'uploads', 'receipt-scan.png'));
    await withDatabase(site, (db) => db.deleteFrom('posts').execute());
    const before = await snapshot(site);
    await expect(restoreBackup(site, folder, NOW)).rejects.toThrow(/uploads are incomplete: receipt-scan\.png/);
    expect(await snapshot(site)).toEqual(before);
  });

  it('refuses a folder that is not a backup, and a backup of the other kind of database', async () => {
    await expect(restoreBackup(site, root, NOW)).rejects.toThrow(/is not a backup/);
    const { folder } = await takeBackup(site, backups, NOW);
    const manifestFile = path.join(folder, 'manifest.json');
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'));
    await fs.writeFile(manifestFile, JSON.stringify({ ...manifest, kind: onPostgres ? 'embedded' : 'postgres' }));
    await expect(restoreBackup(site, folder, NOW)).rejects.toThrow(/this backup holds the/);
  });

  it('a damaged database file stops the restore with the current data untouched', async () => {
    const { folder, manifest } = await takeBackup(site, backups, NOW);
    const databaseFile = path.join(folder, manifest.databaseFile);
    const whole = await fs.readFile(databaseFile);
    await withDatabase(site, (db) => db.deleteFrom('posts').execute());
    const before = await snapshot(site);
    for (const damaged of [Buffer.from('not a database dump'), whole.subarray(0, Math.floor(whole.length * 0.6))]) {
      await fs.writeFile(databaseFile, damaged);
      await expect(restoreBackup(site, folder, NOW)).rejects.toThrow();
      expect(await snapshot(site)).toEqual(before);
    }
  });
});
