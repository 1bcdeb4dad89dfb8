jest.setTimeout(60000);
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { articleForm, call, makeCategory } from '../support/admin-content';
import { articleWriting, png } from '../support/article-writing';
import { searchTextFor } from '../../../src/core/domain/search-text';

const BODY = '<h2>مقدمه</h2><p>متن <strong>مهم</strong> مقاله</p><ul><li>یک</li><li>دو</li></ul>';

describe('article writing API', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let categoryId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
    categoryId = await makeCategory(server, 'مالیات');
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await server.db.deleteFrom('posts').execute();
    fs.rmSync(path.join(server.config.uploadDir, 'posts'), { recursive: true, force: true });
  });

  const { uploadedFiles, posts, create } = articleWriting(
    () => server,
    () => admin,
  );

  it('publishes an article with its image, category, media flag and search text, and answers its slug', async () => {
    const { status, body } = await create(
      { title: 'راهنمای مالیات بر ارزش افزوده', category: categoryId, content: BODY, inMedia: 'true' },
      png(),
    );
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: 'مقاله با موفقیت منتشر شد', slug: 'راهنمای-مالیات-بر-ارزش-افزوده' });
    const [row] = await posts();
    expect(row).toMatchObject({
      user_id: admin.id,
      title: 'راهنمای مالیات بر ارزش افزوده',
      category_id: categoryId,
      content: BODY,
      in_media: true,
    });
    expect(row.search_text).toBe(searchTextFor(row.title, BODY));
    expect(row.image).toMatch(/^uploads\/posts\/[0-9a-f-]{36}\.png$/);
    expect(fs.readFileSync(path.join(server.config.uploadDir, row.image!.slice('uploads/'.length)))).toEqual(Buffer.from(png().bytes));
    const served = await fetch(`${server.url}/${row.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('publishes without an image and outside the media list by default', async () => {
    const { status } = await create({ title: 'بدون تصویر', category: categoryId, content: '<p>متن</p>' });
    expect(status).toBe(201);
    const [row] = await posts();
    expect(row.image).toBeNull();
    expect(row.in_media).toBe(false);
  });

  it('makes a unique slug from the Persian title, numbering repeats', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await create({ title: 'حسابرسی داخلی چیست؟', category: categoryId, content: '<p>متن</p>' })).body.slug);
    expect(slugs).toEqual(['حسابرسی-داخلی-چیست', 'حسابرسی-داخلی-چیست-2', 'حسابرسی-داخلی-چیست-3']);
  });

  it.each([
    ['a missing title', { category: 'CAT', content: '<p>متن</p>' }, 'عنوان مقاله الزامی است'],
    ['a blank title', { title: '  ', category: 'CAT', content: '<p>متن</p>' }, 'عنوان مقاله الزامی است'],
    ['a title of markup only', { title: '<b></b>', category: 'CAT', content: '<p>متن</p>' }, 'عنوان مقاله الزامی است'],
    [
      'a title over 200 characters',
      { title: 'الف'.repeat(201), category: 'CAT', content: '<p>متن</p>' },
      'عنوان مقاله نباید بیشتر از ۲۰۰ کاراکتر باشد',
    ],
    ['a missing category', { title: 'عنوان', content: '<p>متن</p>' }, 'دسته بندی مقاله را انتخاب کنید'],
    [
      'an unknown category',
      { title: 'عنوان', category: '00000000-0000-0000-0000-000000000000', content: '<p>متن</p>' },
      'دسته بندی انتخاب‌شده پیدا نشد',
    ],
    ['a malformed category id', { title: 'عنوان', category: "' OR 1=1 --", content: '<p>متن</p>' }, 'دسته بندی انتخاب‌شده پیدا نشد'],
    ['a missing body', { title: 'عنوان', category: 'CAT' }, 'متن مقاله نمیتواند خالی باشد'],
    [
      'a body with no text once sanitized',
      { title: 'عنوان', category: 'CAT', content: '<p></p><script>alert(1)</script>' },
      'متن مقاله نمیتواند خالی باشد',
    ],
  ])('refuses %s with a Persian 400 and stores nothing', async (_label, fields, message) => {
    const withCategory = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === 'CAT' ? categoryId : v]));
    const { status, body } = await create(withCategory, png());
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(await posts()).toEqual([]);
    expect(uploadedFiles()).toEqual([]);
  });

  it.each([
    ['title', { title: 'عنوان\u0000', content: '<p>متن</p>' }],
    ['body', { title: 'عنوان', content: '<p>متن\u0000</p>' }],
  ])('refuses a NUL in the %s with a Persian 400 and stores nothing', async (_field, fields) => {
    const { status, body } = await create({ ...fields, category: categoryId }, png());
    expect({ status, body }).toEqual({ status: 400, body: { success: false, message: 'متن ارسال‌شده نویسه‌های نامعتبر دارد' } });
    expect(await posts()).toEqual([]);
    expect(uploadedFiles()).toEqual([]);
  });

  it('refuses a JSON body with 415: the form is multipart', async () => {
    const { status, body } = await call(server, 'POST', '/api/post/create', {
      cookie: admin.cookie,
      json: { title: 'x', category: categoryId, content: '<p>x</p>' },
    });
    expect(status).toBe(415);
    expect(body.success).toBe(false);
  });

  it('lets an admin edit and delete an ownerless demo article', async () => {
    const row = await server.db
      .insertInto('posts')
      .values({
        slug: 'demo',
        title: 'نمونه',
        category_id: categoryId,
        content: '<p>x</p>',
        image: 'uploads/demo/cover-1.png',
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const edit = await call(server, 'PUT', `/api/post/updatepost/${row.id}/${admin.id}`, {
      cookie: admin.cookie,
      form: articleForm({ title: 'نمونه تازه' }),
    });
    expect(edit.body).toMatchObject({ success: true, slug: 'demo' });
    expect((await call(server, 'DELETE', `/api/post/deletepost/${row.id}/${admin.id}`, { cookie: admin.cookie })).status).toBe(200);
  });
});
