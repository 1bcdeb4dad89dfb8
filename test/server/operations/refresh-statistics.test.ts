import { sql } from 'kysely';
import { jobRunnerFor } from '../../../server/jobs/start-jobs';
import { REFRESH_STATISTICS_EVERY_MS } from '../../../server/operations/refresh-statistics';
import { insertPosts } from '../support/insert-posts';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(60_000);

describe('the tables are kept up by a daily job, once across processes: statistics gathered, dead rows freed (the embedded database has no autovacuum)', () => {
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
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('after the job the planner knows how many articles there are, however many were written since the last refresh', async () => {
    await insertPosts(
      server.db,
      Array.from({ length: 120 }, () => ({ image: null })),
    );
    const ran = await jobRunnerFor(server.deps, server.app.log).runDue();
    expect(ran).toContain('refresh-statistics');
    expect(await believed('posts')).toBe(await held('posts'));
    expect(await held('posts')).toBeGreaterThanOrEqual(120);
  });

  it('after the job a count of the published articles reads their index alone, not the table (its pages are marked all-visible)', async () => {
    await insertPosts(
      server.db,
      Array.from({ length: 50 }, () => ({ image: null })),
    );
    await server.db.updateTable('posts').set({ in_media: true }).execute();
    const tableReads = () =>
      server.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`
          EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM posts WHERE state = 'published'`.execute(trx);
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Index Only Scan using posts_published_\w+ on posts/);
        return Number(/Heap Fetches: (\d+)/.exec(plan)![1]);
      });
    expect(await tableReads()).toBeGreaterThan(0);
    server.clock.advance(REFRESH_STATISTICS_EVERY_MS);
    expect(await jobRunnerFor(server.deps, server.app.log).runDue()).toContain('refresh-statistics');
    expect(await tableReads()).toBe(0);
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
