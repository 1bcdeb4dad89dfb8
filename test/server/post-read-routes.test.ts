import { startTestServer, type TestServer } from './support/test-server';
import { insertCategory, insertPosts } from './support/insert-posts';
import { signInDirectly } from './support/sign-in-directly';

interface PostJson {
  _id: string;
  slug: string;
  title: string;
  image: string | null;
  category: { _id: string; title: string } | null;
  content: string;
  inMedia: boolean;
  updatedAt: string;
  createdAt: string;
  author: string | null;
}
interface ListJson {
  posts: PostJson[];
  totalPosts: number;
}

describe('GET /api/post/getposts on the demo articles', () => {
  let server: TestServer;
  const get = async (query: Record<string, string> | string = {}) => {
    const qs = typeof query === 'string' ? query : new URLSearchParams(query).toString();
    const response = await fetch(`${server.url}/api/post/getposts?${qs}`);
    return { status: response.status, body: await response.json() };
  };
  const list = async (query: Record<string, string> | string = {}): Promise<ListJson> => {
    const { status, body } = await get(query);
    expect(status).toBe(200);
    return body;
  };
  const titles = (body: ListJson) => body.posts.map((post) => post.title);

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(async () => server.close());

  it('answers the first page of nine, newest first, with the count of all articles', async () => {
    const body = await list();
    expect(body.totalPosts).toBe(10);
    expect(body.posts).toHaveLength(9);
    const times = body.posts.map((post) => Date.parse(post.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.posts[0].title).toBe('راهنمای تنظیم اظهارنامه مالیاتی اشخاص حقوقی');
  });

  it('gives each article the spec\'s fields with its category populated and a relative image path', async () => {
    const [post] = (await list({ limit: '1' })).posts;
    expect(Object.keys(post).sort()).toEqual(['_id', 'author', 'category', 'content', 'createdAt', 'image', 'inMedia', 'slug', 'title', 'updatedAt']);
    expect(post.category).toEqual({ _id: expect.any(String), title: 'مالیات' });
    expect(post.image).toMatch(/^uploads\/demo\/cover-\d+\.png$/);
    expect(post.content).toContain('<h2>');
    expect(post.inMedia).toBe(false);
    expect(post.author).toBeNull();
  });

  it('answers the spec\'s spelling getPosts the same way', async () => {
    const lower = await list({ limit: '3' });
    const response = await fetch(`${server.url}/api/post/getPosts?limit=3`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(lower);
  });

  it('continues from startIndex', async () => {
    const all = titles(await list({ limit: '10' }));
    expect(titles(await list({ startIndex: '9' }))).toEqual(all.slice(9));
    expect(titles(await list({ startIndex: '3', limit: '2' }))).toEqual(all.slice(3, 5));
    expect((await list({ startIndex: '50' })).posts).toEqual([]);
  });

  it('finds one article by its Persian slug, and none for an unknown slug', async () => {
    const body = await list({ slug: 'کنترل-های-داخلی-در-شرکت-های-کوچک' });
    expect(body.totalPosts).toBe(1);
    expect(body.posts[0].title).toBe('کنترل‌های داخلی در شرکت‌های کوچک');
    expect(await list({ slug: 'no-such-article' })).toEqual({ posts: [], totalPosts: 0 });
    expect(await list({ slug: "x' OR '1'='1" })).toEqual({ posts: [], totalPosts: 0 });
  });

  it('finds one article by postId', async () => {
    const [first] = (await list({ limit: '1' })).posts;
    const body = await list({ postId: first._id });
    expect(body.posts).toEqual([first]);
    expect(await list({ postId: '00000000-0000-0000-0000-000000000000' })).toEqual({ posts: [], totalPosts: 0 });
  });

  it('lists a writer\'s articles by userId, with the writer\'s name', async () => {
    const writer = await signInDirectly(server.db, { firstName: 'نرگس', lastName: 'کریمی' });
    await insertPosts(server.db, [{ title: 'یادداشت نویسنده', userId: writer.id, updatedAt: new Date('2025-01-01T00:00:00Z') }]);
    const body = await list({ userId: writer.id });
    expect(body.totalPosts).toBe(1);
    expect(body.posts[0]).toMatchObject({ title: 'یادداشت نویسنده', author: 'نرگس کریمی', category: null });
    await server.db.deleteFrom('posts').where('user_id', '=', writer.id).execute();
  });

  it('filters by category id', async () => {
    const [first] = (await list({ limit: '1' })).posts;
    const body = await list({ category: first.category!._id });
    expect(body.totalPosts).toBe(3);
    expect(body.posts.every((post) => post.category?.title === 'مالیات')).toBe(true);
  });

  it('lists only the articles present in media when media is true', async () => {
    const body = await list({ media: 'true' });
    expect(body.totalPosts).toBe(3);
    expect(body.posts.every((post) => post.inMedia)).toBe(true);
    expect((await list({ media: 'false' })).totalPosts).toBe(10);
  });

  it('combines filters', async () => {
    const [first] = (await list({ limit: '1' })).posts;
    const body = await list({ category: first.category!._id, media: 'true' });
    expect(titles(body)).toEqual(['ماده ۱۶۹ و صورتحساب الکترونیکی: آنچه کسب‌وکارها باید بدانند']);
  });

  describe('search', () => {
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

  describe('bad parameters', () => {
    it.each([
      ['postId=not-a-uuid', 'شناسه ارسال‌شده معتبر نیست'],
      ['userId=1', 'شناسه ارسال‌شده معتبر نیست'],
      ['category=%27%20OR%201%3D1', 'شناسه ارسال‌شده معتبر نیست'],
      ['startIndex=-1', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
      ['startIndex=abc', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
      ['startIndex=1.5', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
      ['startIndex=99999999999999999999', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
      ['startIndex=100001', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
      ['startIndex=1e3', 'شماره شروع صفحه باید عددی صحیح و نامنفی باشد'],
      ['limit=ten', 'تعداد مقالات درخواستی باید عددی صحیح و نامنفی باشد'],
      ['limit=-5', 'تعداد مقالات درخواستی باید عددی صحیح و نامنفی باشد'],
      ['media=maybe', 'مقدار media باید true یا false باشد'],
      ['slug=a&slug=b', 'پارامترهای جستجو معتبر نیستند'],
      [`searchTerm=${'م'.repeat(201)}`, 'عبارت جستجو نباید بیش از ۲۰۰ کاراکتر باشد'],
    ])('refuses %s with a Persian 400', async (query, message) => {
      const { status, body } = await get(query);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, message });
    });

    it('caps a huge limit at fifty', async () => {
      const body = await list({ limit: '100000' });
      expect(body.posts).toHaveLength(10);
      const { status } = await get({ limit: '999999999' });
      expect(status).toBe(200);
    });

    it('ignores empty and unknown parameters', async () => {
      const body = await list('slug=&category=&searchTerm=&media=&startIndex=&limit=&sort=whatever');
      expect(body.totalPosts).toBe(10);
      expect(body.posts).toHaveLength(9);
    });
  });
});

describe('paging at the page-size edge', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await server.db.deleteFrom('posts').execute();
  });

  /** Pages like the blog does: the next start is the count loaded so far; stops on a short page. */
  async function pageThrough(): Promise<{ pageSizes: number[]; slugs: string[]; total: number }> {
    const pageSizes: number[] = [];
    const slugs: string[] = [];
    let total = -1;
    for (;;) {
      const body: ListJson = await (await fetch(`${server.url}/api/post/getposts?startIndex=${slugs.length}`)).json();
      total = body.totalPosts;
      pageSizes.push(body.posts.length);
      slugs.push(...body.posts.map((post) => post.slug));
      if (body.posts.length < 9) return { pageSizes, slugs, total };
    }
  }

  it.each([
    [9, [9, 0]],
    [10, [9, 1]],
    [18, [9, 9, 0]],
  ])('with exactly %i articles the pages hold %j', async (count, pages) => {
    await insertPosts(server.db, Array.from({ length: count }, () => ({})));
    const { pageSizes, slugs, total } = await pageThrough();
    expect(pageSizes).toEqual(pages);
    expect(total).toBe(count);
    expect(new Set(slugs).size).toBe(count);
  });

  it('keeps a stable order when articles share the same update time', async () => {
    const same = new Date('2026-03-01T10:00:00Z');
    await insertPosts(server.db, Array.from({ length: 18 }, () => ({ updatedAt: same })));
    const { slugs } = await pageThrough();
    expect(new Set(slugs).size).toBe(18);
  });

  it('answers an empty blog with no articles', async () => {
    expect(await (await fetch(`${server.url}/api/post/getposts`)).json()).toEqual({ posts: [], totalPosts: 0 });
  });

  it('shows an article whose category was never set with category null', async () => {
    const categoryId = await insertCategory(server.db, 'بیمه');
    await insertPosts(server.db, [{ title: 'با دسته', categoryId }, { title: 'بی دسته', image: null }]);
    const body: ListJson = await (await fetch(`${server.url}/api/post/getposts`)).json();
    expect(body.posts.map((post) => [post.title, post.category?.title ?? null, post.image])).toEqual([
      ['بی دسته', null, null],
      ['با دسته', 'بیمه', 'uploads/test/cover.png'],
    ]);
  });
});
