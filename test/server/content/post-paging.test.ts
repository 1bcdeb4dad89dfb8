import { startTestServer, type TestServer } from '../support/test-server';
import { insertCategory, insertPosts } from '../support/insert-posts';
import type { ListJson } from '../support/post-list';

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
    await insertPosts(
      server.db,
      Array.from({ length: count }, () => ({})),
    );
    const { pageSizes, slugs, total } = await pageThrough();
    expect(pageSizes).toEqual(pages);
    expect(total).toBe(count);
    expect(new Set(slugs).size).toBe(count);
  });

  it('keeps a stable order when articles share the same update time', async () => {
    const same = new Date('2026-03-01T10:00:00Z');
    await insertPosts(
      server.db,
      Array.from({ length: 18 }, () => ({ updatedAt: same })),
    );
    const { slugs } = await pageThrough();
    expect(new Set(slugs).size).toBe(18);
  });

  it('answers an empty blog with no articles', async () => {
    expect(await (await fetch(`${server.url}/api/post/getposts`)).json()).toEqual({ posts: [], totalPosts: 0 });
  });

  it('shows an article whose category was never set with category null', async () => {
    const categoryId = await insertCategory(server.db, 'بیمه');
    await insertPosts(server.db, [
      { title: 'با دسته', categoryId },
      { title: 'بی دسته', image: null },
    ]);
    const body: ListJson = await (await fetch(`${server.url}/api/post/getposts`)).json();
    expect(body.posts.map((post) => [post.title, post.category?.title ?? null, post.image])).toEqual([
      ['بی دسته', null, null],
      ['با دسته', 'بیمه', 'uploads/test/cover.png'],
    ]);
  });
});
