import { postListQuery } from '../../../../server/modules/content';
import { KeptAtVersion } from '../../../../server/http/kept-at-version';
import { contentKit, type ContentKit } from '../../../fakes/server/content/content-kit';

describe('the article list', () => {
  let kit: ContentKit;
  beforeEach(async () => {
    kit = contentKit();
    const tax = await kit.category('مالیات');
    for (let index = 1; index <= 12; index++) {
      kit.posts.add({
        slug: `p-${index}`,
        userId: index === 1 ? 'writer' : null,
        title: index === 3 ? 'کنترل‌های داخلی' : `مقاله ${index}`,
        categoryId: index <= 4 ? tax : null,
        content: `<p>متن ${index}</p>`,
        image: null,
        inMedia: index % 4 === 0,
        at: new Date(Date.UTC(2026, 0, index)),
      });
    }
    kit.postReads.authors.set('writer', 'نرگس کریمی');
  });
  const list = (params: Parameters<typeof postListQuery>[0] = {}) => kit.useCases.listPosts.execute(postListQuery(params));
  const slugs = async (params: Parameters<typeof postListQuery>[0] = {}) => (await list(params)).posts.map((post) => post.slug);

  it('answers a page of nine, newest first, with the count of every article', async () => {
    const page = await list();
    expect(page.totalPosts).toBe(12);
    expect(page.posts.map((post) => post.slug)).toEqual(['p-12', 'p-11', 'p-10', 'p-9', 'p-8', 'p-7', 'p-6', 'p-5', 'p-4']);
  });

  it('continues from startIndex and never gives more than fifty at once', async () => {
    expect(await slugs({ startIndex: 9 })).toEqual(['p-3', 'p-2', 'p-1']);
    expect(postListQuery({ limit: 100_000 }).limit).toBe(50);
  });

  it('finds by category, media, writer and slug, and names the writer', async () => {
    expect((await list({ category: kit.categories.rows[0].id })).totalPosts).toBe(4);
    expect(await slugs({ media: true })).toEqual(['p-12', 'p-8', 'p-4']);
    expect((await list({ userId: 'writer' })).posts[0]).toMatchObject({ slug: 'p-1', author: 'نرگس کریمی', category: { title: 'مالیات' } });
    expect(await slugs({ slug: 'p-7' })).toEqual(['p-7']);
  });

  it('counts a list once for all its pages while nothing changed, and each list on its own', async () => {
    const counts = new KeptAtVersion<number>(10);
    const pageOf = (params: Parameters<typeof postListQuery>[0], version: string) =>
      kit.useCases.listPosts.execute(postListQuery(params), (filter, count) => counts.get(version, filter, count));
    expect((await pageOf({}, 'v1')).totalPosts).toBe(12);
    expect((await pageOf({ startIndex: 9 }, 'v1')).posts.map((post) => post.slug)).toEqual(['p-3', 'p-2', 'p-1']);
    expect(kit.postReads.counted).toBe(1);
    expect((await pageOf({ media: true }, 'v1')).totalPosts).toBe(3);
    expect(kit.postReads.counted).toBe(2);
    // an article is added: the data version moves, and the list is counted again
    kit.posts.add({
      slug: 'p-13',
      userId: null,
      title: 'مقاله ۱۳',
      categoryId: null,
      content: '<p>متن</p>',
      image: null,
      inMedia: false,
      at: new Date(Date.UTC(2026, 0, 13)),
    });
    expect((await pageOf({ startIndex: 9 }, 'v2')).totalPosts).toBe(13);
    expect(kit.postReads.counted).toBe(3);
  });

  it('searches with Arabic letters and without half-spaces as the Persian text', async () => {
    expect(await slugs({ searchTerm: 'كنترلهاي داخلي' })).toEqual(['p-3']);
  });

  it('reads a search as at most eight distinct folded words', () => {
    expect(postListQuery({ searchTerm: 'يك يك دو سه چهار پنج شش هفت هشت نه ده' }).words).toEqual([
      'یک',
      'دو',
      'سه',
      'چهار',
      'پنج',
      'شش',
      'هفت',
      'هشت',
    ]);
    expect(postListQuery({ searchTerm: '%% ؟!' }).words).toEqual([]);
  });
});
