import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../../../server/db/database';
import { S3FileStorage } from '../../../server/adapters/s3-file-storage';
import { startS3Server, type LocalS3 } from '../support/local-s3';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { startProcessesOnPostgres, type ProcessesOnPostgres } from '../support/processes-on-postgres';
import { signInDirectly } from '../support/sign-in-directly';
import { imageForm, samplePicture } from '../support/site-images';

jest.setTimeout(240_000);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Two server processes whose files are kept in one bucket, and the cookie of an admin of the first. */
interface TwoProcesses {
  uploader: ServerProcess;
  reader: ServerProcess;
  adminCookie: string;
  stop(): Promise<void>;
}

/** On PostgreSQL: two processes on one database, as two hosts behind a balancer would be. */
async function onOneDatabase(env: Record<string, string>): Promise<TwoProcesses> {
  const processes: ProcessesOnPostgres = await startProcessesOnPostgres(process.env.TEST_DATABASE_URL!, 'shared_bucket', 2, env);
  const admin = await signInDirectly(processes.db, { isAdmin: true });
  const [uploader, reader] = processes.servers;
  return { uploader, reader, adminCookie: admin.cookie, stop: processes.stop };
}

/**
 * On the embedded database (one process each): two processes with data folders of their own,
 * so nothing but the bucket is shared between them; the first one's admin is put in before it starts.
 */
async function onTwoDataFolders(env: Record<string, string>): Promise<TwoProcesses> {
  const folders = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-shared-bucket-')));
  const db = openDatabase({ databaseUrl: null, dataDir: folders[0] });
  let adminCookie: string;
  try {
    await migrateToLatest(db);
    adminCookie = (await signInDirectly(db, { isAdmin: true })).cookie;
  } finally {
    await db.destroy();
  }
  const quiet = { SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'error', ...env };
  const uploader = await startServerProcess({ dataDir: folders[0], env: quiet });
  const reader = await startServerProcess({ dataDir: folders[1], env: quiet }).catch(async (error: unknown) => {
    await uploader.stop();
    throw error;
  });
  return {
    uploader,
    reader,
    adminCookie,
    async stop() {
      await Promise.all([uploader.stop(), reader.stop()]);
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function download(server: ServerProcess, storedPath: string) {
  const response = await fetch(`${server.url}/${storedPath}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe(`two server processes keeping their files in one S3-compatible bucket (${onPostgres ? 'PostgreSQL' : 'embedded databases'})`, () => {
  let s3: LocalS3;
  let processes: TwoProcesses;
  const bucket = 'shared-site-files';

  beforeAll(async () => {
    s3 = await startS3Server();
    await s3.createBucket(bucket);
    processes = onPostgres ? await onOneDatabase(s3.env(bucket)) : await onTwoDataFolders(s3.env(bucket));
  });
  afterAll(async () => {
    await processes?.stop();
    await s3?.close();
  });

  it('serves through the second process a portrait uploaded through the first', async () => {
    const { uploader, reader, adminCookie } = processes;
    const form = imageForm(await samplePicture('jpeg', 1200, 1500), 'portrait.jpg', 'image/jpeg');
    const answer = await fetch(`${uploader.url}/api/admin/site-images/portrait`, {
      method: 'POST',
      headers: { cookie: adminCookie },
      body: form,
    });
    expect(answer.status).toBe(201);
    const image = (await answer.json()) as { jpeg: string; webp: string; avif: string };
    expect(image.jpeg).toMatch(/^uploads\/site\/[0-9a-f-]+\.jpg$/);

    for (const [storedPath, type] of [
      [image.jpeg, 'image/jpeg'],
      [image.webp, 'image/webp'],
      [image.avif, 'image/avif'],
    ]) {
      const fromUploader = await download(uploader, storedPath);
      const fromReader = await download(reader, storedPath);
      expect({ status: fromReader.status, type: fromReader.type }).toEqual({ status: 200, type });
      expect(fromReader.bytes.length).toBeGreaterThan(100);
      expect(fromReader.bytes.equals(fromUploader.bytes)).toBe(true);
      // the reader's own disk never held it: it came from the bucket
      expect(fs.existsSync(path.join(reader.dataDir, storedPath))).toBe(false);
    }

    const storage = new S3FileStorage(s3.settings(bucket));
    try {
      expect(await storage.list('site/')).toEqual(expect.arrayContaining([image.jpeg.slice('uploads/'.length)]));
    } finally {
      storage.destroy();
    }
  });

  it('answers 404 on both for a file that is in neither', async () => {
    for (const server of [processes.uploader, processes.reader]) {
      expect((await download(server, 'uploads/site/00000000-0000-0000-0000-000000000000.jpg')).status).toBe(404);
    }
  });
});
