import { sql } from 'kysely';
import { jobRunnerFor } from '../../../server/jobs/start-jobs';
import { REFRESH_STATISTICS_EVERY_MS } from '../../../server/operations/refresh-statistics';
import { insertPosts } from '../support/insert-posts';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(60_000);

describe("the planner's statistics are refreshed by a daily job, once across processes (the embedded database has no autovacuum)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** what the planner believes a table holds, against what it holds */
  const believed = async (table: 'posts') => {
    const { rows } = await sql<{ reltuples: number }>`SELECT reltuples FROM pg_class WHERE relname = ${table}`.execute(server.db);
    return Number(rows[0].reltuples);
  };
  const held = async (table: 'posts') =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);

  it('after the job the planner knows how many articles there are, however many were written since the last refresh', async () => {
    await insertPosts(server.db, Array.from({ length: 120 }, () => ({ image: null })));
    const ran = await jobRunnerFor(server.deps, server.app.log).runDue();
    expect(ran).toContain('refresh-statistics');
    expect(await believed('posts')).toBe(await held('posts'));
    expect(await held('posts')).toBeGreaterThanOrEqual(120);
  });

  it('runs on one of two processes at a time, and again only when a day has passed', async () => {
    server.clock.advance(REFRESH_STATISTICS_EVERY_MS);
    const first = jobRunnerFor(server.deps, server.app.log);
    const second = jobRunnerFor(server.deps, server.app.log);
    const ran = await Promise.all([first.runDue(), second.runDue()]);
    expect(ran.filter((names) => names.includes('refresh-statistics'))).toHaveLength(1);

    server.clock.advance(REFRESH_STATISTICS_EVERY_MS / 2);
    expect([...(await first.runDue()), ...(await second.runDue())]).not.toContain('refresh-statistics');
    server.clock.advance(REFRESH_STATISTICS_EVERY_MS / 2 + 1000);
    expect([...(await first.runDue()), ...(await second.runDue())].filter((name) => name === 'refresh-statistics')).toHaveLength(1);
  });
});
