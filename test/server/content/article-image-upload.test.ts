jest.setTimeout(120000);
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { call } from '../support/admin-content';
import { demoCoverPng } from '../../../server/seed/demo-image';
import { sanitizeArticleHtml } from '../../../src/core/domain/sanitize-article-html';
import { IMAGE_CONTENT_ERROR } from '../../../src/core/domain/image-rules';

const imageForm = (bytes: Uint8Array, name = 'chart.png') => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return form;
};

describe('pictures in an article body', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let reader: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
    reader = await signInDirectly(server.db, { isAdmin: false });
  });
  afterAll(async () => server.close());

  it('stores a PNG under the uploads and answers an address the article sanitizer keeps', async () => {
    const png = demoCoverPng([13, 71, 161], [0, 150, 136], 2);
    const answer = await call(server, 'POST', '/api/post/image', { cookie: admin.cookie, form: imageForm(png) });
    expect(answer.status).toBe(201);
    expect(answer.body.src).toMatch(/^\/uploads\/posts\/[0-9a-f-]+\.png$/);
    const served = await fetch(`${server.url}${answer.body.src}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(png));
    const html = `<p>نمودار</p><img src="${answer.body.src}" alt="نمودار درآمد" />`;
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("refuses what is not a PNG or JPEG by its bytes, with the cover's Persian message", async () => {
    const answer = await call(server, 'POST', '/api/post/image', {
      cookie: admin.cookie,
      form: imageForm(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'x.png'),
    });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe(IMAGE_CONTENT_ERROR);
  });

  it('refuses a form without a file, and anyone but an admin', async () => {
    const empty = await call(server, 'POST', '/api/post/image', { cookie: admin.cookie, form: new FormData() });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('فایل تصویر خالی است');
    const png = demoCoverPng([1, 2, 3], [4, 5, 6], 1);
    expect((await call(server, 'POST', '/api/post/image', { cookie: reader.cookie, form: imageForm(png) })).status).toBe(403);
    expect((await call(server, 'POST', '/api/post/image', { form: imageForm(png) })).status).toBe(401);
  });
});
