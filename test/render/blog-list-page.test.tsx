import { DomUtils, parseDocument } from 'htmlparser2';
import { render } from '../../src/server-render';
import { INITIAL_STATE } from '../../src/core/domain/persisted-state';
import { cardAnswer } from './support/card-answer';

const CATEGORIES = [
  { _id: 'c1', title: 'مالیات', updatedAt: '2026-11-01T08:00:00.000Z', postCount: 2 },
  { _id: 'c2', title: 'حسابرسی', updatedAt: '2026-11-01T08:00:00.000Z', postCount: 1 },
];

/** The blog list as the server sends it, for `url`: the API reads it asked for, the card titles' links and the data handed to the browser. */
async function serverList(url: string) {
  const asked: URLSearchParams[] = [];
  const readJson = async (path: string) => {
    if (path === '/api/postcategory/getAllCategories') return { status: 200, body: { categories: CATEGORIES } };
    if (!path.startsWith('/api/post/getposts')) return { status: 404, body: null };
    const query = new URLSearchParams(path.split('?')[1]);
    asked.push(query);
    const media = query.get('media') === 'true';
    const cards = media
      ? [cardAnswer('m1', 'گفت‌وگو با رادیو اقتصاد', true)]
      : [cardAnswer('p2', 'راهنمای اظهارنامه'), cardAnswer('p1', 'حسابرسی داخلی')];
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
  return { asked, links, listName: list?.attribs['aria-label'], data: page.data, document };
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

  it('sends the category filter as a GET form of the list: each button asks for its category, keeping the search', async () => {
    const { document, data } = await serverList(`/search?searchTerm=${encodeURIComponent('اظهارنامه')}&category=c2`);
    const filter = DomUtils.findOne(
      (node) => node.name === 'form' && DomUtils.findAll((inner) => inner.attribs.name === 'category', node.children).length > 0,
      document.children,
    );
    expect(filter?.attribs).toMatchObject({ method: 'get', action: '/search' });
    const buttons = DomUtils.findAll((node) => node.name === 'button', filter!.children).map((button) => ({
      name: button.attribs.name,
      value: button.attribs.value,
      type: button.attribs.type,
      pressed: button.attribs['aria-pressed'],
    }));
    expect(buttons).toEqual([
      { name: 'category', value: '', type: 'submit', pressed: 'false' },
      { name: 'category', value: 'c1', type: 'submit', pressed: 'false' },
      { name: 'category', value: 'c2', type: 'submit', pressed: 'true' },
    ]);
    const kept = DomUtils.findAll((node) => node.name === 'input' && node.attribs.type === 'hidden', filter!.children);
    expect(kept.map((input) => [input.attribs.name, input.attribs.value])).toEqual([['searchTerm', 'اظهارنامه']]);
    expect(data['post-categories']).toMatchObject({ ok: true, value: CATEGORIES });
    const clear = DomUtils.findOne((node) => node.name === 'a' && DomUtils.textContent(node) === 'نمایش همه مقالات', document.children);
    expect(clear?.attribs.href).toBe('/search?category=c2');
  });
});
