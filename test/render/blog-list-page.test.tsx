import { DomUtils, parseDocument } from 'htmlparser2';
import { render } from '../../src/server-render';
import { INITIAL_STATE } from '../../src/core/domain/persisted-state';

const card = (id: string, title: string, inMedia = false) => ({
  _id: id,
  slug: `مقاله-${id}`,
  title,
  image: null,
  category: { _id: 'c1', title: 'مالیات', slug: 'tax' },
  excerpt: `خلاصه ${title}`,
  inMedia,
  updatedAt: '2026-11-01T08:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  author: null,
});

/** The blog list as the server sends it, for `url`: the API reads it asked for, the card titles' links and the data handed to the browser. */
async function serverList(url: string) {
  const asked: URLSearchParams[] = [];
  const readJson = async (path: string) => {
    if (!path.startsWith('/api/post/getposts')) return { status: 404, body: null };
    const query = new URLSearchParams(path.split('?')[1]);
    asked.push(query);
    const media = query.get('media') === 'true';
    const cards = media ? [card('m1', 'گفت‌وگو با رادیو اقتصاد', true)] : [card('p2', 'راهنمای اظهارنامه'), card('p1', 'حسابرسی داخلی')];
    return { status: 200, body: { posts: cards, totalPosts: cards.length } };
  };
  const page = await render({ url, state: INITIAL_STATE, readJson });
  const document = parseDocument(page.html);
  const list = DomUtils.findOne((node) => node.name === 'ul' && node.attribs['aria-label'] !== undefined, document.children);
  const links = list
    ? DomUtils.findAll((node) => node.name === 'h2' || node.name === 'h3', list.children)
        .flatMap((heading) => DomUtils.findAll((node) => node.name === 'a', heading.children))
        .map((link) => [DomUtils.textContent(link), link.attribs.href])
    : [];
  return { asked, links, listName: list?.attribs['aria-label'], data: page.data, html: page.html };
}

describe('the server-rendered blog list', () => {
  it("links /search's first page of articles before any script runs, and hands the page to the browser", async () => {
    const { asked, links, listName, data } = await serverList('/search');
    expect(listName).toBe('مقالات');
    expect(links).toEqual([
      ['راهنمای اظهارنامه', `/post/${encodeURIComponent('مقاله-p2')}`],
      ['حسابرسی داخلی', `/post/${encodeURIComponent('مقاله-p1')}`],
    ]);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0])).toMatchObject({ limit: '9' });
    expect(Object.values(data)).toContainEqual({
      posts: [expect.objectContaining({ _id: 'p2' }), expect.objectContaining({ _id: 'p1' })],
      hasMore: false,
    });
  });

  it('reads the search term and the category the address names', async () => {
    const { asked } = await serverList(`/search?searchTerm=${encodeURIComponent(' اظهارنامه ')}&category=c1`);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0])).toMatchObject({ searchTerm: 'اظهارنامه', category: 'c1', limit: '9' });
  });

  it("links /media's articles under /media", async () => {
    const { asked, links, listName } = await serverList('/media');
    expect(Object.fromEntries(asked[0])).toMatchObject({ media: 'true', limit: '9' });
    expect(listName).toBe('حضور در رسانه');
    expect(links).toEqual([['گفت‌وگو با رادیو اقتصاد', `/media/${encodeURIComponent('مقاله-m1')}`]]);
  });

  it('draws the page without cards, for the browser to read, when the API cannot answer', async () => {
    const page = await render({ url: '/search', state: INITIAL_STATE, readJson: async () => ({ status: 500, body: { message: 'خطا' } }) });
    expect(page.html).toContain('مقالات');
    expect(Object.keys(page.data).filter((key) => key.startsWith('post-list:'))).toEqual([]);
  });
});
