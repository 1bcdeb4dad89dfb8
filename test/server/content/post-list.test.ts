import { startTestServer, type TestServer } from '../support/test-server';
import { insertPosts } from '../support/insert-posts';
import { signInDirectly } from '../support/sign-in-directly';
import { postList } from '../support/post-list';

describe('GET /api/post/getposts on the demo articles', () => {
  let server: TestServer;
  const { list, titles } = postList(() => server);

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

  it("gives each card the spec's fields but the body, with its category populated, a relative image path and its opening", async () => {
    const [post] = (await list({ limit: '1' })).posts;
    expect(Object.keys(post).sort()).toEqual([
      '_id',
      'author',
      'category',
      'coverAlt',
      'createdAt',
      'excerpt',
      'image',
      'inMedia',
      'publishAt',
      'slug',
      'state',
      'title',
      'updatedAt',
    ]);
    expect(post.category).toEqual({ _id: expect.any(String), title: 'مالیات' });
    expect(post.image).toMatch(/^uploads\/demo\/cover-\d+\.png$/);
    expect(post.inMedia).toBe(false);
    expect(post.author).toBeNull();
  });

  it('gives one article by its slug whole, with its body', async () => {
    const [card] = (await list({ limit: '1' })).posts;
    const [post] = (await list({ slug: card.slug })).posts;
    expect(Object.keys(post).sort()).toEqual([
      '_id',
      'author',
      'category',
      'content',
      'coverAlt',
      'createdAt',
      'image',
      'inMedia',
      'publishAt',
      'seoDescription',
      'seoTitle',
      'slug',
      'state',
      'title',
      'updatedAt',
    ]);
    expect('content' in post && post.content).toContain('<h2>');
  });

  it("answers the spec's spelling getPosts the same way", async () => {
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
    expect(body.posts).toEqual([
      expect.objectContaining({ _id: first._id, slug: first.slug, title: first.title, content: expect.stringContaining('<p>') }),
    ]);
    expect(await list({ postId: '00000000-0000-0000-0000-000000000000' })).toEqual({ posts: [], totalPosts: 0 });
  });

  it("lists a writer's articles by userId, with the writer's name", async () => {
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
});
