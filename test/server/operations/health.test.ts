import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../support/test-server';

describe('liveness and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('answers liveness without asking the database, and the old /api/health as it was', async () => {
    const live = await fetch(`${server.url}/api/health/live`);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({ ok: true });
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ ok: true });
  });

  it('is ready when the database answers with every migration applied', async () => {
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, database: 'ok', pendingMigrations: [] });
  });

  it('answers 503 naming the migration the database has not run, and 200 again once it has', async () => {
    const [last] = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`
      .execute(server.db)
      .then((r) => r.rows);
    const { timestamp } = await sql<{ timestamp: string }>`select timestamp from kysely_migration where name = ${last.name}`
      .execute(server.db)
      .then((r) => r.rows[0]);
    await sql`delete from kysely_migration where name = ${last.name}`.execute(server.db);
    try {
      const notReady = await fetch(`${server.url}/api/health/ready`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ ok: false, database: 'ok', pendingMigrations: [last.name] });
      // liveness does not care: restarting the process would not run the migration
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${timestamp})`.execute(server.db);
    }
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
  });
});

describe('readiness when the database does not answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dependencies: (deps) => ({ ...deps, health: { pendingMigrations: () => Promise.reject(new Error('connection refused')) } }),
    });
  });
  afterAll(async () => server.close());

  it('answers 503 with the database unreachable, while liveness stays 200', async () => {
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ok: false, database: 'unreachable', pendingMigrations: [] });
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
  });
});
