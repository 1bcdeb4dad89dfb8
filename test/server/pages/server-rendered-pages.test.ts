import { getOnTheWire } from '../support/wire-answer';
import { brotliDecompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../support/test-server';
import { builtClient, type BuiltClient } from '../support/built-client';
import { signInDirectly } from '../support/sign-in-directly';
import { insertReservationType } from '../support/insert-reservation';
import { offsetFromTable, zoneOffsetsOrNull } from '../../../src/core/domain/zone-offsets';
import { offsetMinutesAt } from '../../../src/core/domain/tehran-time';

/**
 * A stand-in for the build's renderer (dist/ssr/render.cjs): markup naming the address, the
 * API answer for `?read=path` as its data, and a failure for an address containing "broken".
 */
const STAND_IN_RENDERER = `
let renders = 0;
exports.render = async ({ url, readJson }) => {
  renders += 1;
  if (url.includes('broken')) throw new Error('the page could not be rendered (render ' + renders + ')');
  const data = {};
  const read = /[?&]read=([^&]+)/.exec(url);
  if (read) data.read = await readJson(decodeURIComponent(read[1]));
  return { html: '<main><h1>rendered ' + url + '</h1><p>render ' + renders + '</p></main>', styles: '<style data-styled="true">h1{color:red}</style>', data };
};
`;

interface FirstState {
  theme: string;
  user: { currentUser: { firstName: string; lastName: string } | null };
  reservations: { list: Array<{ title: string }> };
}

/** What a visitor's first request brings back: the page as HTML, in their theme and session, before any script runs. */
describe('server-rendered pages', () => {
  let server: TestServer;
  let client: BuiltClient;

  beforeAll(async () => {
    client = builtClient({ 'ssr/render.cjs': STAND_IN_RENDERER });
    server = await startTestServer({ env: { CLIENT_DIR: client.dir } });
    await insertReservationType(server.db, { title: 'مشاوره مالیاتی آزمایشی' });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  const page = async (pathname: string, cookie?: string) => {
    const response = await fetch(`${server.url}${pathname}`, { headers: cookie ? { cookie } : {} });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };
  const firstData = (html: string): Record<string, { status: number; body: unknown }> | null => {
    const block = /<script type="application\/json" id="first-data">([^<]*)<\/script>/.exec(html);
    return block ? JSON.parse(block[1]) : null;
  };
  const firstState = (html: string): FirstState | null => {
    const block = /<script type="application\/json" id="first-state">([^<]*)<\/script>/.exec(html);
    return block ? (JSON.parse(block[1]) as FirstState) : null;
  };

  it('sends the rendered page inside #root, its styles in the head and the state it was rendered in beside it', async () => {
    const { status, html } = await page('/about-me');
    expect(status).toBe(200);
    expect(html).toMatch(/<div id="root"><main><h1>rendered \/about-me<\/h1><p>render \d+<\/p><\/main><\/div>/);
    expect(html.indexOf('<style data-styled="true">')).toBeLessThan(html.indexOf('</head>'));
    expect(firstState(html)).toEqual({
      theme: 'light',
      user: { currentUser: null, error: null, loading: false },
      reservations: { list: [], error: null, loading: false },
    });
  });

  it('renders in the dark theme the visitor chose, marked on <html>, and in light for a cookie it does not know', async () => {
    const dark = await page('/services', 'theme=dark');
    expect(dark.html).toContain('<html lang="fa" dir="rtl" data-theme="dark" style="color-scheme: dark">');
    expect(firstState(dark.html)?.theme).toBe('dark');
    const odd = await page('/services', 'theme=%3Cscript%3E');
    expect(odd.html).toContain('data-theme="light"');
    expect(firstState(odd.html)?.theme).toBe('light');
  });

  it("renders a signed-in visitor's page with them signed in, for them alone", async () => {
    const user = await signInDirectly(server.db, { firstName: 'مریم', lastName: 'کاظمی' });
    const { headers, html } = await page('/', user.cookie);
    expect(firstState(html)?.user.currentUser).toMatchObject({ firstName: 'مریم', lastName: 'کاظمی' });
    expect(html).not.toContain('password');
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('vary')).toContain('Cookie');
  });

  it('carries the consultation types on the pages that list them, as the API lists them', async () => {
    const api = (await (await fetch(`${server.url}/api/reservationtypes`)).json()) as { data: unknown[] };
    for (const pathname of ['/', '/reservations']) {
      expect(firstState((await page(pathname)).html)?.reservations.list).toEqual(api.data);
    }
    expect(api.data).toEqual([expect.objectContaining({ title: 'مشاوره مالیاتی آزمایشی' })]);
    expect(firstState((await page('/about-me')).html)?.reservations.list).toEqual([]);
  });

  it('keeps a name that looks like markup inside the state block, where it cannot end it or run', async () => {
    const user = await signInDirectly(server.db, { firstName: '</script><script>alert(1)</script>' });
    const { html } = await page('/services', user.cookie);
    expect(html).not.toContain('<script>alert(1)');
    expect(firstState(html)?.user.currentUser?.firstName).toBe('</script><script>alert(1)</script>');
  });

  it('lets the page read the API as the visitor, and sends what it read beside it', async () => {
    const user = await signInDirectly(server.db, { firstName: 'نگار' });
    const read = await page(`/about-me?read=${encodeURIComponent('/api/auth/me')}`, user.cookie);
    expect(firstData(read.html)?.read).toMatchObject({ status: 200, body: expect.objectContaining({ firstName: 'نگار' }) });
    const signedOut = await page(`/about-me?read=${encodeURIComponent('/api/auth/me')}`);
    expect(firstData(signedOut.html)?.read.status).toBe(401);
    expect(firstData((await page('/about-me')).html)).toBeNull();
  });

  it('lets the page read only the API while rendering', async () => {
    const { html } = await page(`/about-me?read=${encodeURIComponent('/ssr/render.cjs')}`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('still sends the page, for the browser to render, when rendering fails', async () => {
    const { status, html } = await page('/search?q=broken');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(firstState(html)).toBeNull();
  });

  it('does not render a signed-in page for a signed-out visitor, whom the browser sends to /login', async () => {
    const { html } = await page('/dashboard');
    expect(html).toContain('<div id="root"></div>');
    const admin = await signInDirectly(server.db, { isAdmin: true });
    expect((await page('/dashboard', admin.cookie)).html).toContain('rendered /dashboard');
  });

  it('answers 404 with the rendered not-found page for an address the site does not have', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('rendered /no-such-page');
  });

  it("makes a signed-out visitor's page once, and again as soon as what it shows may have changed", async () => {
    const renderNumber = (html: string) => /<p>render (\d+)<\/p>/.exec(html)?.[1];
    const first = renderNumber((await page('/educational')).html);
    expect(renderNumber((await page('/educational')).html)).toBe(first);
    expect(renderNumber((await page('/educational', 'theme=dark')).html)).not.toBe(first);
    await insertReservationType(server.db, { title: 'نوع تازه' });
    const afterWrite = renderNumber((await page('/educational')).html);
    expect(afterWrite).not.toBe(first);
    expect(renderNumber((await page('/educational')).html)).toBe(afterWrite);
  });

  it("renders a signed-in visitor's page for each request, and does not keep a page whose rendering failed", async () => {
    const user = await signInDirectly(server.db);
    const renderNumber = (html: string) => /<p>render (\d+)<\/p>/.exec(html)?.[1];
    const first = renderNumber((await page('/audit', user.cookie)).html);
    expect(renderNumber((await page('/audit', user.cookie)).html)).not.toBe(first);
    const failures = () => page('/search?q=broken');
    expect((await failures()).html).toContain('<div id="root"></div>');
    const before = renderNumber((await page('/audit', user.cookie)).html);
    await failures();
    expect(Number(renderNumber((await page('/audit', user.cookie)).html))).toBe(Number(before) + 2);
  });

  it('never serves the renderer itself', async () => {
    for (const pathname of ['/ssr/render.cjs', '/ssr/', '/%73sr/render.cjs']) {
      const { status, html } = await page(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 404 });
      expect(html).not.toContain('exports.render');
    }
  });

  it("carries Tehran's clock changes beside every page, as this server's time-zone data has them, for the browser to read Tehran's clock without Intl", async () => {
    const year = 365 * 24 * 3600_000;
    for (const pathname of ['/about-me', '/login', '/search?q=broken']) {
      const block = /<script type="application\/json" id="zone-offsets">([^<]*)<\/script>/.exec((await page(pathname)).html);
      const table = zoneOffsetsOrNull(block ? JSON.parse(block[1]) : null);
      expect({ pathname, zone: table?.zone }).toEqual({ pathname, zone: 'Asia/Tehran' });
      const now = Date.now();
      expect(table!.from).toBeLessThanOrEqual(now - 5 * year);
      expect(table!.until).toBeGreaterThanOrEqual(now + year);
      const differing: string[] = [];
      for (let instant = table!.from; instant < table!.until; instant += 13 * 3600_000 + 60_000) {
        if (offsetFromTable(table!, instant) !== offsetMinutesAt('Asia/Tehran', instant)) differing.push(new Date(instant).toISOString());
      }
      expect(differing).toEqual([]);
    }
  });

  it('sends the page brotli-compressed to a browser that accepts it', async () => {
    const answer = await getOnTheWire(`${server.url}/about-me`, 'gzip, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toContain('rendered /about-me');
  });
});
