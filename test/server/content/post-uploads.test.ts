jest.setTimeout(60000);
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { articleForm, call, makeCategory } from '../support/admin-content';
import { demoCoverPng } from '../../../server/seed/demo-image';
import { IMAGE_CONTENT_ERROR, MAX_IMAGE_BYTES } from '../../../src/core/domain/image-rules';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

describe('article image uploads', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let categoryId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
    categoryId = await makeCategory(server, 'مالیات');
  });
  afterAll(async () => server.close());

  const publish = (image: { bytes: Uint8Array; name: string; type?: string }) =>
    call(server, 'POST', '/api/post/create', {
      cookie: admin.cookie,
      form: articleForm({ title: `مقاله ${Math.random()}`, category: categoryId, content: '<p>متن</p>' }, image),
    });

  it('accepts a PNG and a JPEG by their bytes and names the stored file itself', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43, ...new Array(80).fill(1)]);
    for (const [image, extension] of [
      [{ bytes: demoCoverPng([0, 0, 0], [9, 9, 9], 2, 30, 30), name: '../../evil name.PNG' }, 'png'],
      [{ bytes: jpeg, name: 'photo.jpeg', type: 'image/jpeg' }, 'jpg'],
    ] as const) {
      const { status, body } = await publish(image);
      expect(status).toBe(201);
      const row = await server.db.selectFrom('posts').select('image').where('slug', '=', body.slug).executeTakeFirstOrThrow();
      expect(row.image).toMatch(new RegExp(`^uploads/posts/[0-9a-f-]{36}\\.${extension}$`));
    }
  });

  it.each([
    ['an SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.png', 415],
    ['an HTML page named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.png', 415],
    ['a GIF named .jpg', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'x.jpg', 415],
    ['a PDF', Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'), 'x.pdf', 415],
    ['a bare PNG signature followed by a script', Buffer.concat([Buffer.from('<script>'), Buffer.from(PNG_SIGNATURE)]), 'x.png', 415],
    ['a zero-byte file', Buffer.alloc(0), 'empty.png', 400],
  ])('refuses %s with a Persian error and leaves nothing on disk', async (_label, bytes, name, status) => {
    const before = filesUnder(server.config.uploadDir);
    const postsBefore = await server.db.selectFrom('posts').select('id').execute();
    const response = await publish({ bytes, name });
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(filesUnder(server.config.uploadDir)).toEqual(before);
    expect(await server.db.selectFrom('posts').select('id').execute()).toEqual(postsBefore);
  });

  it('says of an SVG named .png that it is not a real PNG or JPEG, not that its extension is wrong', async () => {
    const response = await publish({
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'),
      name: 'cover.png',
      type: 'image/png',
    });
    expect(response).toEqual({ status: 415, body: { success: false, message: IMAGE_CONTENT_ERROR } });
    expect(IMAGE_CONTENT_ERROR).toContain('یک تصویر واقعی PNG یا JPEG نیست');
    expect(IMAGE_CONTENT_ERROR).not.toContain('پسوند');
  });

  it('refuses an image over the size limit with 413 and leaves nothing on disk', async () => {
    const before = filesUnder(server.config.uploadDir);
    const huge = Buffer.alloc(MAX_IMAGE_BYTES + 1024, 0);
    huge.set(PNG_SIGNATURE, 0);
    const response = await publish({ bytes: huge, name: 'huge.png' });
    expect(response).toEqual({ status: 413, body: { success: false, message: 'حجم تصویر نباید بیشتر از ۵ مگابایت باشد' } });
    expect(filesUnder(server.config.uploadDir)).toEqual(before);
  });

  it('refuses a body field over 1 MB instead of cutting it', async () => {
    const response = await call(server, 'POST', '/api/post/create', {
      cookie: admin.cookie,
      form: articleForm({ title: 'طولانی', category: categoryId, content: `<p>${'ا'.repeat(600 * 1024)}</p>` }),
    });
    expect(response).toEqual({ status: 413, body: { success: false, message: 'متن ارسال‌شده بیش از حد طولانی است' } });
    expect(await server.db.selectFrom('posts').select('id').where('title', '=', 'طولانی').execute()).toEqual([]);
  });

  it('refuses a second file in one form instead of choosing one', async () => {
    const form = articleForm(
      { title: 'دو فایل', category: categoryId, content: '<p>متن</p>' },
      { bytes: demoCoverPng([0, 0, 0], [1, 1, 1], 1, 8, 8), name: 'a.png' },
    );
    form.append('image', new Blob([new Uint8Array(demoCoverPng([0, 0, 0], [1, 1, 1], 1, 8, 8))], { type: 'image/png' }), 'b.png');
    const before = filesUnder(server.config.uploadDir);
    const response = await call(server, 'POST', '/api/post/create', { cookie: admin.cookie, form });
    expect(response.status).toBe(413);
    expect(filesUnder(server.config.uploadDir)).toEqual(before);
  });
});
