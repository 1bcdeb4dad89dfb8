import { DomUtils, parseDocument } from 'htmlparser2';
import { render } from '../../src/server-render';
import { INITIAL_STATE } from '../../src/core/domain/persisted-state';
import { cardAnswer } from './support/card-answer';

/** The home page as the server sends it: its newest articles are links before any script runs. */
describe("the server-rendered home page's newest articles", () => {
  it("links the home page's newest articles, read from the API, before any script runs, and hands them to the browser", async () => {
    const asked: string[] = [];
    const readJson = async (path: string) => {
      asked.push(path);
      if (!path.startsWith('/api/post/getposts')) return { status: 404, body: null };
      const cards = [cardAnswer('p3', 'تازه‌ترین راهنما'), cardAnswer('p2', 'دومین راهنما'), cardAnswer('p1', 'سومین راهنما')];
      return { status: 200, body: { posts: cards, totalPosts: 40 } };
    };
    const page = await render({ url: '/', state: INITIAL_STATE, readJson });
    const home = parseDocument(page.html);
    const section = DomUtils.findOne(
      (node) => node.name === 'section' && node.attribs['aria-labelledby'] === 'latest-posts-heading',
      home.children,
    );
    const inSection = (name: string) => (section ? DomUtils.findAll((node) => node.name === name, section.children) : []);
    expect(inSection('h2').map(DomUtils.textContent)).toEqual(['تازه‌ترین مقالات']);
    const titleLinks = inSection('h3').flatMap((heading) => DomUtils.findAll((node) => node.name === 'a', heading.children));
    expect(titleLinks.map((link) => [DomUtils.textContent(link), link.attribs.href])).toEqual([
      ['تازه‌ترین راهنما', `/post/${encodeURIComponent('مقاله-p3')}`],
      ['دومین راهنما', `/post/${encodeURIComponent('مقاله-p2')}`],
      ['سومین راهنما', `/post/${encodeURIComponent('مقاله-p1')}`],
    ]);
    expect(asked.filter((path) => path.startsWith('/api/post/getposts'))).toEqual(['/api/post/getposts?limit=3']);
    expect(page.data).toMatchObject({ 'latest-posts:3': { ok: true, value: [{ _id: 'p3' }, { _id: 'p2' }, { _id: 'p1' }] } });
  });
});
