import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../support/test-server';
import { insertPosts } from '../support/insert-posts';
import { postList } from '../support/post-list';
import { KyselyPostStore } from '../../../server/modules/content/adapters/kysely-post-store';

const PUBLISHED = { state: 'published' as const, publishAt: null, coverAlt: null, seoTitle: null, seoDescription: null };

/** A search looks its words up among the words each article holds (migration 210): what that must keep true. */
describe('finding articles through the words they hold', () => {
  let server: TestServer;
  const { list, titles } = postList(() => server);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('finds a word written inside a longer one, as a search on the whole text did', async () => {
    await insertPosts(server.db, [{ title: 'یادداشت بی‌حسابی', content: '<p>هزینه‌های بی‌حسابی</p>' }, { title: 'یادداشت دیگر' }]);
    expect(titles(await list({ searchTerm: 'حساب' }))).toEqual(['یادداشت بی‌حسابی']);
  });

  it('finds only the articles that hold every searched word, and counts them', async () => {
    await insertPosts(server.db, [
      { title: 'نرخ تورم', content: '<p>گزارش بانک مرکزی</p>' },
      { title: 'نرخ سود', content: '<p>سپرده بانکی</p>' },
      { title: 'تورم کالاها', content: '<p>سبد خانوار</p>' },
    ]);
    const found = await list({ searchTerm: 'نرخ تورم' });
    expect(titles(found)).toEqual(['نرخ تورم']);
    expect(found.totalPosts).toBe(1);
  });

  it('finds an edited article by the word it gained and no longer by the word it lost', async () => {
    const [id] = await insertPosts(server.db, [{ title: 'کارت اعتباری', content: '<p>اقساط ماهانه</p>' }]);
    const fields = {
      title: 'کارت اعتباری',
      categoryId: null,
      content: '<p>پرداخت یکجا</p>',
      image: null,
      inMedia: false,
      publishing: PUBLISHED,
      slugSettled: true,
    };
    await new KyselyPostStore(server.db).update(id, fields, server.clock.now());
    expect(titles(await list({ searchTerm: 'یکجا' }))).toEqual(['کارت اعتباری']);
    expect(titles(await list({ searchTerm: 'اقساط' }))).toEqual([]);
  });

  it('finds an article written straight into the database, with its text folded by hand', async () => {
    await sql`INSERT INTO posts (title, slug, content, search_text, search_title, updated_at)
      VALUES ('واردات کالا', 'imports', '<p>تعرفه گمرکی</p>', 'واردات کالا تعرفه گمرکی', 'واردات کالا', now())`.execute(server.db);
    expect(titles(await list({ searchTerm: 'گمرکی' }))).toEqual(['واردات کالا']);
  });

  it('finds nothing by the words of a deleted article', async () => {
    const [id] = await insertPosts(server.db, [{ title: 'اجاره‌نامه رسمی', content: '<p>ودیعه مسکن</p>' }]);
    expect(titles(await list({ searchTerm: 'ودیعه' }))).toEqual(['اجاره‌نامه رسمی']);
    await new KyselyPostStore(server.db).remove(id);
    const after = await list({ searchTerm: 'ودیعه' });
    expect(after).toEqual({ posts: [], totalPosts: 0 });
  });
});
