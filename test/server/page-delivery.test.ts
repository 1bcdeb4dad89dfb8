import http from 'node:http';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from './support/test-server';
import { builtClient, type BuiltClient } from './support/built-client';

const MAIN_SCRIPT = `console.log(${JSON.stringify('سلام '.repeat(2000))});`;
const MANIFEST = {
  'page-home': ['assets/page-home.1.js', 'assets/shared.2.js'],
  'page-reservation-teaser': ['assets/page-reservation-teaser.3.js'],
  'page-latest-posts': ['assets/page-latest-posts.4.js', 'assets/shared.2.js'],
  'page-post': ['assets/page-post.5.js', 'assets/page-post.5.css'],
  'page-booking': ['assets/page-booking.6.js'],
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
  const raw = (pathname: string, acceptEncoding: string) =>
    new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  const head = async (pathname: string) => {
    const page = await (await fetch(`${server.url}${pathname}`)).text();
    return page.slice(0, page.indexOf('<script'));
  };

  it('names the home page\'s chunks in its HTML, each once, so they download beside the main script', async () => {
    const before = await head('/');
    for (const file of ['page-home.1.js', 'shared.2.js', 'page-reservation-teaser.3.js', 'page-latest-posts.4.js']) {
      expect(before).toContain(`<link rel="preload" href="/assets/${file}" as="script">`);
    }
    expect(before.match(/shared\.2\.js/g)).toHaveLength(1);
  });

  it('names an article\'s script and style, and a booking page\'s script, on their own pages only', async () => {
    const article = await head(`/post/${encodeURIComponent('مقاله-آزمایشی')}`);
    expect(article).toContain('<link rel="preload" href="/assets/page-post.5.js" as="script">');
    expect(article).toContain('<link rel="preload" href="/assets/page-post.5.css" as="style">');
    expect(article).not.toContain('page-home');
    expect(await head('/reservation/anything')).toContain('href="/assets/page-booking.6.js"');
    expect(await head('/about-me')).not.toContain('rel="preload"');
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
