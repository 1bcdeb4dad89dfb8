import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, LOCK_FILE, LOCK_STALE_AFTER_MS, lockDataDir } from '../../../server/db/data-dir-lock';
import { openDatabase } from '../../../server/db/database';
import { ROOT, startServerProcess } from '../support/server-process';
import { embeddedOnly } from '../support/embedded-only';

jest.setTimeout(120_000);

const PASSWORD = 'a-long-enough-password';
const REFUSAL_EN =
  /DATA_DIR \(.+\) is in use by another process \(pid \d+ on .+\): the embedded database belongs to one process at a time\. Stop the server, then run this again\./;
const REFUSAL_FA = 'پوشه داده‌ها (DATA_DIR) در دست فرایند دیگری است';

/** `npm run create-admin` on a folder, as an operator runs it. */
function createAdmin(dataDir: string, email: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'server/cli/create-admin.ts'), '--email', email, '--password', PASSWORD],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: '', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'silent' },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function emailsIn(dataDir: string): Promise<string[]> {
  const db = openDatabase({ databaseUrl: null, dataDir });
  try {
    return (await db.selectFrom('users').select('email').orderBy('email').execute()).map((row) => row.email);
  } finally {
    await db.destroy();
  }
}

const scratchDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'moshaver-lock-'));

embeddedOnly("the embedded database is one process's (DATA_DIR lock)", () => {
  it("refuses create-admin while a server holds DATA_DIR, leaves the server's users as they were, and works once it has stopped", async () => {
    const server = await startServerProcess({ env: { DATABASE_URL: '', SEED_DEMO_CONTENT: 'false' } });
    try {
      const signup = await fetch(`${server.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'customer@example.com', password: PASSWORD }),
      });
      expect(signup.status).toBeLessThan(300);

      const refused = await createAdmin(server.dataDir, 'boss@example.com');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(REFUSAL_EN);
      expect(refused.stderr).toContain(REFUSAL_FA);
      expect(refused.stderr).toContain(`pid ${server.child.pid}`);

      // the server still has its database and its customer, and nobody was made admin
      const signIn = (email: string) =>
        fetch(`${server.url}/api/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
      expect((await signIn('customer@example.com')).status).toBe(200);
      expect((await signIn('boss@example.com')).status).toBeGreaterThanOrEqual(400);
    } finally {
      await server.stop();
    }
    expect(fs.existsSync(path.join(server.dataDir, LOCK_FILE))).toBe(false);

    const created = await createAdmin(server.dataDir, 'boss@example.com');
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toContain('Created admin boss@example.com');
    expect(await emailsIn(server.dataDir)).toEqual(['boss@example.com', 'customer@example.com']);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('takes over the lock a killed server left behind', async () => {
    const server = await startServerProcess({ env: { DATABASE_URL: '', SEED_DEMO_CONTENT: 'false' } });
    await server.stop('SIGKILL');
    expect(JSON.parse(fs.readFileSync(path.join(server.dataDir, LOCK_FILE), 'utf8')).pid).toBe(server.child.pid);

    const created = await createAdmin(server.dataDir, 'boss@example.com');
    expect(created.code).toBe(0);
    expect(await emailsIn(server.dataDir)).toEqual(['boss@example.com']);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('refuses a second opener in the same process until the first lets go', async () => {
    const dataDir = scratchDir();
    const first = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    first.release();
    lockDataDir(dataDir).release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("counts a living process's lock as held until it has gone untouched too long (its pid reused by another program)", () => {
    const dataDir = scratchDir();
    const file = path.join(dataDir, LOCK_FILE);
    // the test runner's parent: a process that is alive but holds nothing
    fs.writeFileSync(
      file,
      JSON.stringify({ pid: process.ppid, hostname: os.hostname(), since: '2026-11-22T08:30:00.000Z', token: 'theirs' }),
    );
    expect(() => lockDataDir(dataDir)).toThrow(`pid ${process.ppid}`);

    const longAgo = new Date(Date.now() - LOCK_STALE_AFTER_MS - 1000);
    fs.utimesSync(file, longAgo, longAgo);
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes over a lock whose file is unreadable (a crash while writing it)', () => {
    const dataDir = scratchDir();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), '');
    lockDataDir(dataDir).release();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
