import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../support/test-server';
import { insertPosts } from '../support/insert-posts';
import { plansOf, QueryRecorder } from '../support/query-plans';
import { KyselyPostReads } from '../../../server/modules/content/adapters/kysely-post-reads';
import { postListQuery } from '../../../server/modules/content/domain/post-list-query';
import type { PostListParams } from '../../../src/core/contracts/api/content-api';

describe('the article list read on its indexes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await insertPosts(server.db, [
      { title: 'مالیات بر ارزش افزوده', content: '<p>نرخ مالیات</p>' },
      { title: 'حسابرسی داخلی', content: '<p>کنترل‌های داخلی</p>' },
      { title: 'بودجه خانوار', content: '<p>پس‌انداز ماهانه</p>' },
    ]);
    // a blog of ten thousand articles, so a page at 9,000 is a real deep page (folded text is already plain here)
    await sql`INSERT INTO posts (title, slug, content, search_text, search_title, created_at, updated_at)
      SELECT 'یادداشت ' || n, 'note-' || n, '<p>دفتر روزانه ' || n || '</p>', 'یادداشت ' || n || ' دفتر روزانه ' || n, 'یادداشت ' || n, at, at
      FROM generate_series(1, 10000) AS n, LATERAL (SELECT ${server.clock.now()}::timestamptz - n * interval '1 hour' AS at) AS written`.execute(
      server.db,
    );
    await sql`ANALYZE posts`.execute(server.db);
  });
  afterAll(async () => server.close());

  const plansFor = async (params: PostListParams) => {
    const recorder = new QueryRecorder();
    const reads = new KyselyPostReads(server.db.withPlugin(recorder));
    await Promise.all([reads.page(postListQuery(params)), reads.count(postListQuery(params))]);
    expect(recorder.nodes.length).toBeGreaterThan(1);
    return plansOf(server.db, recorder);
  };

  it("finds Persian trigrams, so the vocabulary's trigram index can answer a Persian search word on this database", async () => {
    const { rows } = await sql<{ trigrams: string[] }>`SELECT show_trgm('مالیات') AS trigrams`.execute(server.db);
    expect(rows[0].trigrams.length).toBeGreaterThan(0);
  });

  it("answers a search, its page and its count, from the index of the articles' words and never by scanning or rereading the articles", async () => {
    for (const { query, plan } of await plansFor({ searchTerm: 'ماليات افزوده' })) {
      expect({ query, scans: plan.match(/Seq Scan on posts\b/g) ?? [] }).toEqual({ query, scans: [] });
      expect(plan).toMatch(/Bitmap Index Scan on posts_search_words/);
      expect(plan).not.toMatch(/search_text/);
    }
  });

  it('looks a search word up in the vocabulary by its trigrams once the vocabulary is large', async () => {
    // vacuumed once, as PostgreSQL's autovacuum may have done after the articles were written, and never again, as on
    // the embedded database: what is written after that is tidied by nothing but the index itself
    await sql`VACUUM search_vocabulary`.execute(server.db);
    await sql`ALTER TABLE search_vocabulary SET (autovacuum_enabled = false)`.execute(server.db);
    await sql`INSERT INTO search_vocabulary (word) SELECT 'واژه' || n FROM generate_series(1, 20000) AS n ON CONFLICT DO NOTHING`.execute(
      server.db,
    );
    await sql`ANALYZE search_vocabulary`.execute(server.db);
    for (const { plan } of await plansFor({ searchTerm: 'افزوده' })) {
      expect(plan).toMatch(/Bitmap Index Scan on search_vocabulary_trgm/);
    }
  });

  it('walks a deep page on the newest-first index, with no sort between the skipped articles and the page', async () => {
    const plans = await plansFor({ startIndex: 9000 });
    const page = plans.find(({ query }) => /inner join/.test(query))!;
    expect(page.plan).toMatch(/Limit[^\n]*\n\s*->\s+Index (Only )?Scan (Backward )?using posts_published_newest on posts/);
    for (const { plan } of plans) expect(plan).not.toMatch(/Seq Scan on posts\b/);
  });
});
