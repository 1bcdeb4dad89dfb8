import http from 'node:http';
import { startTestServer, type TestServer } from '../support/test-server';
import { startS3Server, type LocalS3 } from '../support/local-s3';

jest.setTimeout(120_000);

/** A GET of the path exactly as written (fetch would resolve its dots first), answered as status and body. */
function rawGet(url: string, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/`, { path: pathname }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/**
 * /uploads/<key> streams the public files of whichever storage is configured (issue 32): the
 * same answers from the disk and from a bucket, nothing under private/, no key that escapes.
 */
describe.each(['disk', 'S3'])('the uploads route on the %s storage', (kind) => {
  let s3: LocalS3 | null = null;
  let server: TestServer;

  beforeAll(async () => {
    if (kind === 'S3') {
      s3 = await startS3Server();
      await s3.createBucket('route-files');
    }
    server = await startTestServer({ env: s3 ? s3.env('route-files') : {} });
    await server.deps.storage.put('posts/cover.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 9]), { contentType: 'image/png' });
    await server.deps.storage.put('private/reports/r-1.pdf', Buffer.from('%PDF-1.7 private'), { contentType: 'application/pdf' });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('serves a public file with its type and size, kept by browsers a month', async () => {
    const response = await fetch(`${server.url}/uploads/posts/cover.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe('6');
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 9]));
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${server.url}/uploads/posts/cover.png`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('never serves a private file, nor a file that is not there, nor a key that escapes', async () => {
    expect(await server.deps.storage.exists('private/reports/r-1.pdf')).toBe(true);
    for (const address of [
      '/uploads/private/reports/r-1.pdf',
      '/uploads/posts/missing.png',
      '/uploads/posts/../../package.json',
      '/uploads/posts/%2e%2e/%2e%2e/package.json',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/',
      '/uploads/posts',
    ]) {
      const response = await rawGet(server.url, address);
      expect({ address, status: response.status }).toEqual({ address, status: 404 });
      expect(JSON.parse(response.body)).toMatchObject({ success: false });
    }
  });
});
