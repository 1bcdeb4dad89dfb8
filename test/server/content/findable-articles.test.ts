import { startTestServer, type TestServer } from '../support/test-server';
import { insertPosts } from '../support/insert-posts';
import { builtClient, type BuiltClient } from '../support/built-client';

const PUBLIC_URL = 'https://moshaver.example';

describe('articles findable without running a script', () => {
  let server: TestServer;
  let client: BuiltClient;

  beforeAll(async () => {
    client = builtClient();
    server = await startTestServer({ seed: true, env: { CLIENT_DIR: client.dir, PUBLIC_URL } });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  const html = async (pathname: string) => {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status).toBe(200);
    return response.text();
  };
  const head = (page: string) => page.slice(0, page.indexOf('<script'));

  it.each(['post', 'media'])("gives /%s/{slug} the article's title, excerpt, cover and type before any script", async (prefix) => {
    const page = await html(`/${prefix}/${encodeURIComponent('کنترل-های-داخلی-در-شرکت-های-کوچک')}`);
    const before = head(page);
    expect(before).toContain('<title>کنترل‌های داخلی در شرکت‌های کوچک | مشاوره مالی و حسابرسی</title>');
    expect(before).toMatch(/<meta name="description" content="شرکت کوچک هم به کنترل داخلی نیاز دارد[^"]*…">/);
    expect(before).toContain('<meta property="og:type" content="article">');
    expect(before).toMatch(/<meta property="og:image" content="https:\/\/moshaver\.example\/uploads\/demo\/cover-5\.png">/);
    expect(before).toContain('<meta property="og:title" content="کنترل‌های داخلی در شرکت‌های کوچک | مشاوره مالی و حسابرسی">');
  });

  it('escapes an article title that looks like markup', async () => {
    await insertPosts(server.db, [{ slug: 'markup-title', title: '</title><script>alert(1)</script> & "quotes"', content: '<p>x</p>' }]);
    const page = await html('/post/markup-title');
    expect(page).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; | مشاوره مالی و حسابرسی</title>',
    );
    expect(page).not.toContain('<script>alert(1)');
    await server.db.deleteFrom('posts').where('slug', '=', 'markup-title').execute();
  });

  it("falls back to the site's own title for an unknown article and other pages, and says 404 where the page is not found", async () => {
    for (const [pathname, status] of [
      ['/post/no-such-article', 404],
      // a page without a fixed title of its own (those name themselves: pages/fixed-page-titles.test.ts)
      ['/reservations', 200],
      ['/post/a/b', 404],
      ['/no-such-page', 404],
    ] as const) {
      const response = await fetch(`${server.url}${pathname}`);
      expect({ pathname, status: response.status }).toEqual({ pathname, status });
      const before = head(await response.text());
      expect(before).toContain('<title>مشاوره مالی و حسابرسی</title>');
      expect(before).toContain('<meta property="og:type" content="website">');
    }
  });

  it('serves every page of the client with 200, whatever the letter case or a trailing slash', async () => {
    for (const pathname of [
      '/',
      '/about-me/',
      '/Services',
      '/reservations',
      '/reservation/any-id',
      '/search',
      '/media',
      '/audit',
      '/educational',
      '/login',
      '/payment/callback',
      '/dashboard',
      '/dashboard/updatePost/x',
    ]) {
      expect({ pathname, status: (await fetch(`${server.url}${pathname}`)).status }).toEqual({ pathname, status: 200 });
    }
  });

  it.each([
    ['/search', 'مقالات | مشاوره مالی و حسابرسی'],
    ['/media', 'حضور در رسانه | مشاوره مالی و حسابرسی'],
  ])('gives the blog list %s its own title', async (pathname, title) => {
    expect(head(await html(pathname))).toContain(`<title>${title}</title>`);
  });

  it('points crawlers at the sitemap and away from private pages in /robots.txt', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /dashboard');
  });

  it('lists every public page and every article in /sitemap.xml', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const pages = [
      '/',
      '/reservations',
      '/services',
      '/audit',
      '/educational',
      '/about-me',
      '/search',
      '/media',
      '/contact',
      '/terms',
      '/privacy',
      '/refund-policy',
    ];
    for (const page of pages) expect(locs).toContain(`${PUBLIC_URL}${page}`);
    const slugs = await server.db.selectFrom('posts').select('slug').execute();
    expect(locs).toHaveLength(pages.length + slugs.length);
    for (const { slug } of slugs) expect(locs).toContain(`${PUBLIC_URL}/post/${encodeURIComponent(slug)}`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });

  it('carries the latest twenty articles, newest first and escaped, in /rss.xml', async () => {
    await insertPosts(
      server.db,
      Array.from({ length: 15 }, (_, index) => ({
        title: index === 14 ? 'سود & زیان <نقد>' : `مقاله خبری ${index}`,
        content: '<p>متن با "نقل قول" و \'تک\' و &amp;</p>',
        updatedAt: new Date(Date.UTC(2027, 0, 1, 0, index)),
      })),
    );
    const response = await fetch(`${server.url}/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    const items = [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map((match) => match[0]);
    expect(items).toHaveLength(20);
    expect(items[0]).toContain('<title>سود &amp; زیان &lt;نقد&gt;</title>');
    expect(items[0]).toContain('<description>متن با &quot;نقل قول&quot; و &apos;تک&apos; و &amp;</description>');
    expect(items[0]).toMatch(/<pubDate>Fri, 01 Jan 2027 00:14:00 GMT<\/pubDate>/);
    expect(xml).toContain(`<link>${PUBLIC_URL}/</link>`);
    expect(xml).toContain('<language>fa-IR</language>');
    const demo = items.find((item) => item.includes('راهنمای تنظیم اظهارنامه'))!;
    expect(demo).toContain(`<link>${PUBLIC_URL}/post/${encodeURIComponent('راهنمای-تنظیم-اظهارنامه-مالیاتی-اشخاص-حقوقی')}</link>`);
    expect(demo).toContain('<category>مالیات</category>');
    expect(demo).toContain(`<enclosure url="${PUBLIC_URL}/uploads/demo/cover-1.png" type="image/png" length="0"/>`);
  });
});
