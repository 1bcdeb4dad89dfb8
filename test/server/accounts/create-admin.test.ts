import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createScratchDatabase } from '../support/scratch-postgres';
import { composeServer } from '../../../server/composition-root';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { AppDatabase } from '../../../server/db/database';
import { call } from '../support/http';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

/**
 * The command runs as an operator would run it, in its own process, against the database that
 * DATA_DIR (embedded) or DATABASE_URL (when TEST_DATABASE_URL names a server) points at.
 */
describe('npm run create-admin', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let dropDatabase = async () => {};

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-admin-'));
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl, 'test_admin');
      env.DATABASE_URL = scratch.url;
      dropDatabase = scratch.drop;
    }
  });
  afterEach(async () => {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function createAdmin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli/create-admin.ts', ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  /** Opens the same database the command wrote, with a real server in front of it. */
  async function withServer<T>(use: (url: string, db: AppDatabase) => Promise<T>): Promise<T> {
    const config = loadConfig({ ...env, PORT: '0' });
    const { deps, db } = await composeServer(config, () => app.log);
    const app = await buildApp(deps, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      return await use(`http://127.0.0.1:${port}`, db);
    } finally {
      await app.close();
      await db.destroy();
    }
  }

  it('creates an admin in a new database who can then sign in, and gives them the authorless articles', async () => {
    const result = await createAdmin('--email', 'Owner@Example.com', '--password', 'a long admin pass');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created admin Owner@Example\.com .*; 10 article\(s\) without an author now belong to this admin\.\n$/);

    await withServer(async (url, db) => {
      const signIn = await call(`${url}/api/auth/signin`, 'POST', { body: { email: 'owner@example.com', password: 'a long admin pass' } });
      expect(signIn.status).toBe(200);
      expect(signIn.body).toMatchObject({ email: 'Owner@Example.com', isAdmin: true });
      const me = await call(`${url}/api/auth/me`, 'GET', { cookie: signIn.cookie });
      expect(me.body.isAdmin).toBe(true);
      const authors = await db.selectFrom('posts').select('user_id').distinct().execute();
      expect(authors).toEqual([{ user_id: signIn.body._id }]);
    });
  });

  it('promotes an existing account, sets the given password and adds nobody', async () => {
    const userId = await withServer(async (url) => {
      const signUp = await call(`${url}/api/auth/signup`, 'POST', { body: { email: 'member@example.com', password: 'member password' } });
      expect(signUp.body.isAdmin).toBe(false);
      return signUp.body._id as string;
    });

    const result = await createAdmin('--email', 'MEMBER@example.com', '--password', 'new admin password');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Promoted admin /);

    await withServer(async (url, db) => {
      expect(
        (await call(`${url}/api/auth/signin`, 'POST', { body: { email: 'member@example.com', password: 'member password' } })).status,
      ).toBe(401);
      const signIn = await call(`${url}/api/auth/signin`, 'POST', {
        body: { email: 'member@example.com', password: 'new admin password' },
      });
      expect(signIn.body).toMatchObject({ _id: userId, isAdmin: true });
      expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
    });
  });

  it('refuses a missing argument, a bad email or a short password, and writes nothing', async () => {
    for (const args of [
      [],
      ['--email', 'a@example.com'],
      ['--email', 'not-an-email', '--password', 'long enough pass'],
      ['--email', 'a@example.com', '--password', 'short'],
    ]) {
      const result = await createAdmin(...args);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).not.toBe('');
    }
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
