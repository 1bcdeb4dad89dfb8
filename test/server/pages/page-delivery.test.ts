import { getOnTheWire } from '../support/wire-answer';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../support/test-server';
import { builtClient, type BuiltClient } from '../support/built-client';

const MAIN_SCRIPT = `console.log(${JSON.stringify('سلام '.repeat(2000))});`;
const MANIFEST = {
  app: ['assets/app.0.js', 'assets/react.9.js'],
  'page-home': ['assets/page-home.1.js', 'assets/shared.2.js'],
  'page-reservation-teaser': ['assets/page-reservation-teaser.3.js'],
  'page-latest-posts': ['assets/page-latest-posts.4.js', 'assets/shared.2.js'],
  'page-post': ['assets/page-post.5.js', 'assets/page-post.5.css'],
  'page-booking': ['assets/page-booking.6.js'],
  'page-dashboard': ['assets/page-dashboard.7.js'],
  'page-edit-post': ['assets/page-edit-post.8.js'],
};

/** How the built client reaches a phone on a slow line: compressed, and each page's files named up front. */
describe('page delivery', () => {
  let server: TestServer;
  let client: BuiltClient;

  beforeAll(async () => {
    client = builtClient({
      'route-chunks.json': JSON.stringify(MANIFEST),
      'assets/main.js': MAIN_SCRIPT,
      'assets/main.js.br': brotliCompressSync(MAIN_SCRIPT),
    });
    server = await startTestServer({ env: { CLIENT_DIR: client.dir } });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  /** The bytes as they travel, not decoded (fetch would undo the compression). */
  const raw = async (pathname: string, acceptEncoding: string) => {
    const { status, headers, body } = await getOnTheWire(`${server.url}${pathname}`, acceptEncoding);
    return { status, encoding: headers['content-encoding'], body };
  };

  /** the scripts a page's head asks for while it is parsed: the boot script first, then the page's own */
  const preloadedScripts = async (pathname: string) => {
    const page = await (await fetch(`${server.url}${pathname}`)).text();
    const hints = [...page.matchAll(/<link rel="preload" as="script" href="([^"]+)"([^>]*)>/g)];
    // at low priority: nothing the first paint needs waits behind them
    expect(hints.filter((hint) => !hint[2].includes('fetchpriority="low"'))).toEqual([]);
    return hints.map((hint) => hint[1]);
  };
  const pageScripts = async (pathname: string) => (await preloadedScripts(pathname)).filter((href) => href !== '/assets/main.js');

  it("asks for the boot script before the page's own, so the app starts as soon as the page is painted", async () => {
    expect((await preloadedScripts('/login'))[0]).toBe('/assets/main.js');
  });

  it("lists the app's scripts in the home page's HTML, each once, to download side by side; not the home page's view nor its parts below the fold", async () => {
    // its view (texts and links), the booking teaser and the latest articles are taken over once
    // the browser is idle (PAGE_ROUTES' ownViewLater and showsLater)
    expect(await pageScripts('/')).toEqual(['/assets/app.0.js', '/assets/react.9.js']);
  });

  it("lists an article's script and a booking page's script on their own pages only", async () => {
    expect(await pageScripts(`/post/${encodeURIComponent('مقاله-آزمایشی')}`)).toEqual([
      '/assets/app.0.js',
      '/assets/react.9.js',
      '/assets/page-post.5.js',
    ]);
    expect(await pageScripts('/reservation/anything')).toEqual(['/assets/app.0.js', '/assets/react.9.js', '/assets/page-booking.6.js']);
    expect(await pageScripts('/about-me')).toEqual(['/assets/app.0.js', '/assets/react.9.js']);
  });

  it("lists the edit-article page's script beside the dashboard's on the editor's own address", async () => {
    expect(await pageScripts('/dashboard/updatePost/p-1')).toEqual([
      '/assets/app.0.js',
      '/assets/react.9.js',
      '/assets/page-dashboard.7.js',
      '/assets/page-edit-post.8.js',
    ]);
    expect(await pageScripts('/dashboard')).toEqual(['/assets/app.0.js', '/assets/react.9.js', '/assets/page-dashboard.7.js']);
  });

  it('sends a built script brotli-compressed to a browser that accepts it, and plain to one that does not', async () => {
    const compressed = await raw('/assets/main.js', 'gzip, br');
    expect(compressed.encoding).toBe('br');
    expect(compressed.body.length).toBeLessThan(Buffer.byteLength(MAIN_SCRIPT) / 5);
    expect(brotliDecompressSync(compressed.body).toString()).toBe(MAIN_SCRIPT);

    const plain = await raw('/assets/main.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(MAIN_SCRIPT);
  });
});
