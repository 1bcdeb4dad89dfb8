import { parseDocument } from 'htmlparser2';
import { startTestServer, type TestServer } from '../support/test-server';
import { insertPosts } from '../support/insert-posts';
import { signInDirectly } from '../support/sign-in-directly';
import { postList } from '../support/post-list';
import { CARD_EXCERPT_LENGTH } from '../../../src/core/domain/blog-post';

/** Whether a text holds any element, read by an HTML parser rather than by matching. */
function holdsElements(text: string): boolean {
  return parseDocument(text).children.some((node) => node.type === 'tag');
}

describe("article cards carry cards, the spec's reads carry whole articles", () => {
  let server: TestServer;
  const { list } = postList(() => server);
  const longBody = `<h2>سرفصل</h2><p>${'کنترل داخلی و گزارشگری مالی قابل اتکا '.repeat(200)}</p><ul><li>بند</li></ul>`;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    await insertPosts(server.db, [{ title: 'مقاله بلند برای کارت', content: longBody, updatedAt: new Date('2030-01-01T00:00:00Z') }]);
  });
  afterAll(async () => server.close());

  it("answers the blog's first page as cards: no body, no HTML, an opening cut at a word", async () => {
    const { posts } = await list();
    expect(posts).toHaveLength(9);
    for (const post of posts) {
      expect(post).not.toHaveProperty('content');
      expect(post).toHaveProperty('excerpt');
      const { excerpt } = post as { excerpt: string };
      expect(holdsElements(excerpt)).toBe(false);
      expect(excerpt.length).toBeLessThanOrEqual(CARD_EXCERPT_LENGTH + 1);
    }
    const long = posts.find((post) => post.title === 'مقاله بلند برای کارت') as { excerpt: string };
    expect(long.excerpt.startsWith('سرفصل')).toBe(true);
    expect(long.excerpt.endsWith('…')).toBe(true);
    expect(
      long.excerpt
        .slice(0, -1)
        .split(' ')
        .every((word) => 'سرفصل کنترل داخلی و گزارشگری مالی قابل اتکا'.split(' ').includes(word)),
    ).toBe(true);
  });

  it('keeps a page of cards far smaller than the articles it shows', async () => {
    const cards = await fetch(`${server.url}/api/post/getposts?limit=1`).then((answer) => answer.text());
    const [card] = JSON.parse(cards).posts as { slug: string }[];
    const whole = await fetch(`${server.url}/api/post/getposts?slug=${encodeURIComponent(card.slug)}`).then((answer) => answer.text());
    expect(Buffer.byteLength(cards)).toBeLessThan(Buffer.byteLength(longBody) / 4);
    expect(Buffer.byteLength(whole)).toBeGreaterThan(Buffer.byteLength(longBody));
  });

  it('answers cards for search, category and media lists too', async () => {
    const [first] = (await list({ limit: '1' })).posts;
    const queries: Record<string, string>[] = [{ searchTerm: 'گزارشگری' }, { category: first.category?._id ?? '' }, { media: 'true' }];
    for (const query of queries) {
      const { posts } = await list(query);
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.every((post) => !('content' in post) && 'excerpt' in post)).toBe(true);
    }
  });

  it("keeps the body in one article read by postId and in a writer's list by userId", async () => {
    const writer = await signInDirectly(server.db, { firstName: 'نرگس', lastName: 'کریمی' });
    const [id] = await insertPosts(server.db, [
      { title: 'یادداشت نویسنده', content: '<p>متن <strong>کامل</strong></p>', userId: writer.id },
    ]);
    const byId = await list({ postId: id });
    expect(byId.posts).toEqual([expect.objectContaining({ _id: id, content: '<p>متن <strong>کامل</strong></p>' })]);
    const byWriter = await list({ userId: writer.id });
    expect(byWriter.posts).toEqual([expect.objectContaining({ _id: id, content: '<p>متن <strong>کامل</strong></p>' })]);
  });
});
