import { startTestServer, type TestServer } from '../support/test-server';
import { insertPosts } from '../support/insert-posts';
import { postList } from '../support/post-list';

describe('searching the demo articles', () => {
  let server: TestServer;
  const { get, list, titles } = postList(() => server);

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(async () => server.close());

  it.each([
    ['the Persian spelling', 'مالیات', 3],
    ['Arabic yeh', 'ماليات', 3],
    ['Arabic kaf', 'كنترل', 5],
    ['Arabic kaf and yeh together', 'كنترلهاي داخلي', 3],
    ['a word from the article text only', 'نقدینگی', 1],
    ['Persian digits', '۱۶۹', 1],
    ['Latin digits', '169', 1],
    ['Arabic-Indic digits', '١٦٩', 1],
    ['a half-space written as a space', 'صورت های مالی برای مدیران', 1],
    ['a half-space written as nothing', 'صورتهای مالی برای مدیران', 1],
    ['diacritics', 'حِسابرَسی', 2],
    ['alef with madda written plainly', 'اموزش', 2],
    ['two words, both required', 'حسابرسی عملیاتی', 1],
    ['a word nobody wrote', 'ارز دیجیتال', 0],
  ])('finds articles by %s', async (_name, term, count) => {
    const body = await list({ searchTerm: term });
    expect(body.totalPosts).toBe(count);
    expect(body.posts).toHaveLength(count);
  });

  it('finds a title word regardless of Arabic forms and returns the Persian article', async () => {
    const body = await list({ searchTerm: 'كنترلهاي داخلي در شركتهاي كوچك' });
    expect(titles(body)).toEqual(['کنترل‌های داخلی در شرکت‌های کوچک']);
  });

  it('treats a query of only spaces or symbols as no search', async () => {
    for (const term of ['   ', '%', '_', '%%__', '\\', '؟!«»', '\u200c\u200c']) {
      const { status, body } = await get({ searchTerm: term });
      expect(status).toBe(200);
      expect(body.totalPosts).toBe(10);
    }
  });

  it('takes % and _ literally, never as wildcards', async () => {
    await insertPosts(server.db, [{ title: 'نرخ 50% و متغیر a_b', updatedAt: new Date('2020-01-01T00:00:00Z') }]);
    try {
      expect((await list({ searchTerm: '50%' })).totalPosts).toBe(1);
      expect((await list({ searchTerm: 'a_b' })).totalPosts).toBe(1);
      expect((await list({ searchTerm: 'a%b' })).totalPosts).toBe(1);
      expect((await list({ searchTerm: 'ab' })).totalPosts).toBe(0);
    } finally {
      await server.db.deleteFrom('posts').where('title', '=', 'نرخ 50% و متغیر a_b').execute();
    }
  });

  it('pages through search results', async () => {
    const pages = await Promise.all(['0', '2', '4'].map((startIndex) => list({ searchTerm: 'كنترل', limit: '2', startIndex })));
    expect(pages.map((page) => page.totalPosts)).toEqual([5, 5, 5]);
    expect(pages.map((page) => page.posts.length)).toEqual([2, 2, 1]);
    expect(new Set(pages.flatMap(titles)).size).toBe(5);
  });

  it('searches for SQL as plain words', async () => {
    expect(await list({ searchTerm: "'; DROP TABLE posts; --" })).toEqual({ posts: [], totalPosts: 0 });
    expect((await list()).totalPosts).toBe(10);
  });
});
