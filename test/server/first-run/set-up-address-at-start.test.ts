import fs from 'node:fs';
import { openDatabase } from '../../../server/db/database';
import { codesInLog } from '../support/first-run';
import { call } from '../support/http';
import { startProcessesOnPostgres } from '../support/processes-on-postgres';
import { createScratchDatabase } from '../support/scratch-postgres';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { waitUntil } from '../support/wait-until';

jest.setTimeout(180_000);

const owner = (code: string, email = 'owner@example.com') => ({
  code,
  email,
  password: 'the owner passphrase',
  firstName: 'نگار',
  lastName: 'احمدی',
});
/** The codes the process printed, once it has printed one (its output may trail its first answers by a moment). */
async function printedCodes(server: ServerProcess): Promise<string[]> {
  await waitUntil(async () => codesInLog(server.output(), server.url).length > 0, 10_000, 50);
  return codesInLog(server.output(), server.url);
}
const setUp = (server: ServerProcess, code: string, email?: string) =>
  call(`${server.url}/api/setup`, 'POST', { body: owner(code, email) });

/** The real server (`server/main.ts`) in its own process, as an operator starts it, on the embedded database or the PostgreSQL that TEST_DATABASE_URL names. */
describe('the set-up address a starting server prints', () => {
  it('prints a fresh working address at each restart while no admin exists, and the first set-up with any of them wins', async () => {
    const postgres = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'test_first_run') : null;
    const env = { DATABASE_URL: postgres?.url ?? '', SEED_DEMO_CONTENT: 'false' };
    let server = await startServerProcess({ env });
    const dataDir = server.dataDir;
    try {
      const [first, ...more] = await printedCodes(server);
      expect(more).toEqual([]);
      await server.stop();

      server = await startServerProcess({ env, dataDir });
      const [second] = await printedCodes(server);
      expect(second).not.toBe(first);
      const made = await setUp(server, second);
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ email: 'owner@example.com', isAdmin: true });
      expect(made.cookie).toMatch(/^sid=/);
      expect((await setUp(server, second, 'again@example.com')).status).toBe(409);
      expect((await setUp(server, first, 'earlier@example.com')).body.message).toBe(
        'راه‌اندازی سایت قبلاً انجام شده و حساب مدیر ساخته شده است؛ از صفحهٔ ورود وارد شوید',
      );
      await server.stop();

      const db = openDatabase({ databaseUrl: postgres?.url ?? null, dataDir });
      expect(await db.selectFrom('users').select(['email', 'is_admin']).execute()).toEqual([
        { email: 'owner@example.com', is_admin: true },
      ]);
      await db.destroy();
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    }
  });

  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
  onPostgres(
    'has two processes started together on one PostgreSQL print two working codes, of which set-ups at the same moment make one admin',
    async () => {
      const { servers, db, stop } = await startProcessesOnPostgres(process.env.TEST_DATABASE_URL!, 'test_first_run', 2, {
        LOG_LEVEL: 'warn',
      });
      try {
        const codes = await Promise.all(servers.map(async (server) => (await printedCodes(server))[0]));
        expect(new Set(codes).size).toBe(2);
        const answers = await Promise.all(servers.map((server, index) => setUp(server, codes[index], `owner${index}@example.com`)));
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
        expect(await db.selectFrom('users').select('email').where('is_admin', '=', true).execute()).toHaveLength(1);
      } finally {
        await stop();
      }
    },
  );
});
