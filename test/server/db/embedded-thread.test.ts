import { Kysely, sql } from 'kysely';
import type { Worker } from 'node:worker_threads';
import { openDatabase, type AppDatabase } from '../../../server/db/database';
import { PGliteThreadDialect } from '../../../server/db/embedded/worker-dialect';
import { PGliteThreadDriver } from '../../../server/db/embedded/worker-driver';
import { isExclusionViolation, isForeignKeyViolation, isUniqueViolation } from '../../../server/db/postgres-errors';
import { KyselyDatabaseHealth } from '../../../server/adapters/kysely-database-health';
import { systemApi } from '../../../src/core/contracts/api/system-api';
import { startTestServer, type TestServer } from '../support/test-server';

/** About a second of work inside PGlite, with no row to send back. */
const SLOW_QUERY = sql<{ count: number }>`SELECT count(*)::int AS count FROM generate_series(1, 5000000)`;
const PROMPT_MS = 150;

const since = (start: number) => performance.now() - start;

async function timeFor(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return since(start);
}

describe('the embedded database runs in a thread of its own', () => {
  let db: AppDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = openDatabase({ databaseUrl: null, dataDir: null });
    await sql`SELECT 1`.execute(db);
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
    await db?.destroy();
  });

  it('keeps answering requests and firing timers while a slow query runs', async () => {
    // the server's first answer (its connection, its first route) is not what is measured
    await fetch(`${server.url}${systemApi.health.path}`);
    const started = performance.now();
    const slow = SLOW_QUERY.execute(db);
    const timer = await timeFor(() => new Promise((resolve) => setTimeout(resolve, 5)));
    const health = await timeFor(async () => {
      const response = await fetch(`${server.url}${systemApi.health.path}`);
      expect(response.status).toBe(200);
    });
    const { rows } = await slow;
    const query = since(started);

    expect(rows).toEqual([{ count: 5_000_000 }]);
    // the query really was slow, and nothing waited for it
    expect(query).toBeGreaterThan(health + PROMPT_MS);
    expect(timer).toBeLessThan(PROMPT_MS);
    expect(health).toBeLessThan(PROMPT_MS);
  });

  it('runs two transactions one after the other, never interleaved, and a rollback leaves nothing', async () => {
    await sql`CREATE TABLE steps (id serial PRIMARY KEY, tx text NOT NULL, step int NOT NULL)`.execute(db);
    const insert = (tx: string, step: number) => sql`INSERT INTO steps (tx, step) VALUES (${tx}, ${step})`;
    const transaction = (tx: string, fail = false) =>
      db.transaction().execute(async (trx) => {
        await insert(tx, 1).execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await insert(tx, 2).execute(trx);
        if (fail) throw new Error(`${tx} gives up`);
      });

    const outcomes = await Promise.allSettled([transaction('a'), transaction('b'), transaction('c', true)]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const { rows } = await sql<{ tx: string; step: number }>`SELECT tx, step FROM steps ORDER BY id`.execute(db);
    expect(rows).toEqual([
      { tx: 'a', step: 1 },
      { tx: 'a', step: 2 },
      { tx: 'b', step: 1 },
      { tx: 'b', step: 2 },
    ]);
  });

  it('fails a statement with its SQLSTATE and constraint, as the error checks of the stores expect', async () => {
    await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
    await sql`CREATE TABLE rooms (id int PRIMARY KEY, name text UNIQUE)`.execute(db);
    await sql`CREATE TABLE stays (room int REFERENCES rooms (id), during tstzrange,
      CONSTRAINT one_stay_at_a_time EXCLUDE USING gist (room WITH =, during WITH &&))`.execute(db);
    await sql`INSERT INTO rooms VALUES (1, 'الف')`.execute(db);
    await sql`INSERT INTO stays VALUES (1, tstzrange('2026-01-01 10:00+00', '2026-01-01 11:00+00'))`.execute(db);
    const failure = (statement: ReturnType<typeof sql>) =>
      statement.execute(db).then(
        () => null,
        (error: unknown) => error,
      );

    const duplicate = await failure(sql`INSERT INTO rooms VALUES (2, 'الف')`);
    const overlap = await failure(sql`INSERT INTO stays VALUES (1, tstzrange('2026-01-01 10:30+00', '2026-01-01 11:30+00'))`);
    const missing = await failure(sql`INSERT INTO stays VALUES (9, tstzrange('2026-02-01 10:00+00', '2026-02-01 11:00+00'))`);

    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(duplicate).toMatchObject({ constraint: 'rooms_name_key', table: 'rooms', detail: expect.stringContaining('already exists') });
    expect(duplicate).toBeInstanceOf(Error);
    expect(isExclusionViolation(overlap)).toBe(true);
    expect(overlap).toMatchObject({ constraint: 'one_stay_at_a_time' });
    expect(isForeignKeyViolation(missing)).toBe(true);
    expect(isUniqueViolation(missing)).toBe(false);
    // the session goes on after a failed statement
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM stays`.execute(db)).rows).toEqual([{ n: 1 }]);
  });

  it('hands rows back with their types: timestamptz as Date, bigint, bytea, jsonb, and counts changed rows', async () => {
    await sql`CREATE TABLE kinds (id int PRIMARY KEY, at timestamptz, big bigint, bytes bytea, doc jsonb)`.execute(db);
    const at = new Date('2026-03-20T10:15:30.250Z');
    const doc = { title: 'مشاوره', tags: ['مالی'], nested: { n: 1 } };
    await sql`INSERT INTO kinds VALUES (1, ${at}, ${'9007199254740993'}, ${new Uint8Array([0, 1, 254, 255])}, ${JSON.stringify(doc)}), (2, NULL, 7, NULL, NULL)`.execute(
      db,
    );

    const { rows } = await sql<{ at: Date; big: bigint; small: number; bytes: Uint8Array; doc: unknown }>`
      SELECT k.at, k.big, s.big AS small, k.bytes, k.doc FROM kinds k, kinds s WHERE k.id = 1 AND s.id = 2`.execute(db);
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].at.toISOString()).toBe(at.toISOString());
    expect(rows[0].big).toBe(9007199254740993n);
    expect(rows[0].small).toBe(7);
    expect(rows[0].bytes).toBeInstanceOf(Uint8Array);
    expect([...rows[0].bytes]).toEqual([0, 1, 254, 255]);
    expect(rows[0].doc).toEqual(doc);

    const updated = await sql`UPDATE kinds SET big = big + 1`.execute(db);
    expect(updated.numAffectedRows).toBe(2n);
    const deleted = await sql`DELETE FROM kinds WHERE id = 2`.execute(db);
    expect(deleted.numAffectedRows).toBe(1n);
    const streamed: unknown[] = [];
    for await (const row of db.selectNoFrom(sql<number>`generate_series(1, 5)`.as('g')).stream(2)) streamed.push(row.g);
    expect(streamed).toEqual([1, 2, 3, 4, 5]);
  });
});

/** The thread under the driver, reached the way only a test may: to end it as a crash would. */
function threadOf(driver: PGliteThreadDriver): Worker {
  return (driver as unknown as { thread: { worker: Worker } }).thread.worker;
}

describe("when the embedded database's thread dies", () => {
  it('fails the waiting query and every later one with a clear error, and the server is no longer ready', async () => {
    const drivers: PGliteThreadDriver[] = [];
    const dialect = new (class extends PGliteThreadDialect {
      override createDriver() {
        const driver = super.createDriver() as PGliteThreadDriver;
        drivers.push(driver);
        return driver;
      }
    })({ dataPath: null });
    const db = new Kysely<unknown>({ dialect });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const server = await startTestServer({ dependencies: (deps) => ({ ...deps, health: new KyselyDatabaseHealth(db as AppDatabase) }) });
    try {
      await sql`SELECT 1`.execute(db);
      const waiting = SLOW_QUERY.execute(db);
      await threadOf(drivers[0]).terminate();

      await expect(waiting).rejects.toThrow(/^the embedded database stopped: its thread exited \(code 1\)$/);
      await expect(sql`SELECT 1`.execute(db)).rejects.toThrow(/^the embedded database stopped/);
      expect(stderr.mock.calls.map(([text]) => String(text)).join('')).toContain('the embedded database stopped');
      const ready = await fetch(`${server.url}${systemApi.ready.path}`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ ok: false, database: 'unreachable' });
    } finally {
      stderr.mockRestore();
      await server.close();
      await db.destroy();
    }
  });
});
