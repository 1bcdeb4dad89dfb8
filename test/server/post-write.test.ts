jest.setTimeout(60000);
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from './support/test-server';
import { signInDirectly, type SignedInUser } from './support/sign-in-directly';
import { articleForm, call, makeCategory } from './support/admin-content';
import { demoCoverPng } from '../../server/seed/demo-image';
import { searchTextFor } from '../../src/core/domain/search-text';

const png = () => ({ bytes: demoCoverPng([10, 20, 30], [200, 100, 50], 1, 40, 20), name: 'cover.png' });
const BODY = '<h2>مقدمه</h2><p>متن <strong>مهم</strong> مقاله</p><ul><li>یک</li><li>دو</li></ul>';

describe('article writing API', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let otherAdmin: SignedInUser;
  let user: SignedInUser;
  let categoryId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
    otherAdmin = await signInDirectly(server.db, { isAdmin: true });
    user = await signInDirectly(server.db);
    categoryId = await makeCategory(server, 'مالیات');
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await server.db.deleteFrom('posts').execute();
    fs.rmSync(path.join(server.config.uploadDir, 'posts'), { recursive: true, force: true });
  });

  const uploadedFiles = () => {
    const dir = path.join(server.config.uploadDir, 'posts');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const posts = () => server.db.selectFrom('posts').selectAll().orderBy('created_at').execute();
  const create = (fields: Record<string, string>, image?: { bytes: Uint8Array; name: string }, cookie = admin.cookie) =>
    call(server, 'POST', '/api/post/create', { cookie, form: articleForm(fields, image) });

  it('publishes an article with its image, category, media flag and search text, and answers its slug', async () => {
    const { status, body } = await create({ title: 'راهنمای مالیات بر ارزش افزوده', category: categoryId, content: BODY, inMedia: 'true' }, png());
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: 'مقاله با موفقیت منتشر شد', slug: 'راهنمای-مالیات-بر-ارزش-افزوده' });
    const [row] = await posts();
    expect(row).toMatchObject({ user_id: admin.id, title: 'راهنمای مالیات بر ارزش افزوده', category_id: categoryId, content: BODY, in_media: true });
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
    for (let i = 0; i < 3; i++) slugs.push((await create({ title: 'حسابرسی داخلی چیست؟', category: categoryId, content: '<p>متن</p>' })).body.slug);
    expect(slugs).toEqual(['حسابرسی-داخلی-چیست', 'حسابرسی-داخلی-چیست-2', 'حسابرسی-داخلی-چیست-3']);
  });

  it.each([
    ['a missing title', { category: 'CAT', content: '<p>متن</p>' }, 'عنوان مقاله الزامی است'],
    ['a blank title', { title: '  ', category: 'CAT', content: '<p>متن</p>' }, 'عنوان مقاله الزامی است'],
    ['a title of markup only', { title: '<b></b>', category: 'CAT', content: '<p>متن</p>' }, 'عنوان مقاله الزامی است'],
    ['a title over 200 characters', { title: 'الف'.repeat(201), category: 'CAT', content: '<p>متن</p>' }, 'عنوان مقاله نباید بیشتر از ۲۰۰ کاراکتر باشد'],
    ['a missing category', { title: 'عنوان', content: '<p>متن</p>' }, 'دسته بندی مقاله را انتخاب کنید'],
    ['an unknown category', { title: 'عنوان', category: '00000000-0000-0000-0000-000000000000', content: '<p>متن</p>' }, 'دسته بندی انتخاب‌شده پیدا نشد'],
    ['a malformed category id', { title: 'عنوان', category: "' OR 1=1 --", content: '<p>متن</p>' }, 'دسته بندی انتخاب‌شده پیدا نشد'],
    ['a missing body', { title: 'عنوان', category: 'CAT' }, 'متن مقاله نمیتواند خالی باشد'],
    ['a body with no text once sanitized', { title: 'عنوان', category: 'CAT', content: '<p></p><script>alert(1)</script>' }, 'متن مقاله نمیتواند خالی باشد'],
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
    const { status, body } = await call(server, 'POST', '/api/post/create', { cookie: admin.cookie, json: { title: 'x', category: categoryId, content: '<p>x</p>' } });
    expect(status).toBe(415);
    expect(body.success).toBe(false);
  });

  describe('updating', () => {
    let postId: string;
    let slug: string;
    beforeEach(async () => {
      slug = (await create({ title: 'عنوان اول', category: categoryId, content: '<p>متن اول</p>' }, png())).body.slug;
      postId = (await posts())[0].id;
      server.clock.advance(60_000);
    });
    const update = (fields: Record<string, string>, image?: { bytes: Uint8Array; name: string }, as: SignedInUser = admin, userId = as.id) =>
      call(server, 'PUT', `/api/post/updatepost/${postId}/${userId}`, { cookie: as.cookie, form: articleForm(fields, image) });

    it('changes only the fields sent non-empty and keeps the slug stable', async () => {
      const before = (await posts())[0];
      const other = await makeCategory(server, `حسابرسی ${Math.random()}`);
      const { status, body } = await update({ title: 'عنوان تازه', category: other, content: '', inMedia: 'true' });
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, message: 'مقاله با موفقیت بروزرسانی شد', slug });
      const after = (await posts())[0];
      expect(after).toMatchObject({ title: 'عنوان تازه', category_id: other, content: '<p>متن اول</p>', image: before.image, in_media: true, slug });
      expect(after.search_text).toBe(searchTextFor('عنوان تازه', '<p>متن اول</p>'));
      expect(new Date(after.updated_at).toISOString()).toBe(server.clock.now().toISOString());
    });

    it('replaces the image and removes the old file', async () => {
      const before = (await posts())[0];
      expect(uploadedFiles()).toHaveLength(1);
      const jpeg = { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array(64).fill(0)]), name: 'new.jpg' };
      expect((await update({}, jpeg)).status).toBe(200);
      const after = (await posts())[0];
      expect(after.image).toMatch(/^uploads\/posts\/.+\.jpg$/);
      expect(after.image).not.toBe(before.image);
      expect(uploadedFiles()).toEqual([path.basename(after.image!)]);
    });

    it('keeps the old image when the new one is refused', async () => {
      const before = (await posts())[0];
      const { status } = await update({ title: 'عنوان تازه' }, { bytes: Buffer.from('<svg onload=alert(1)>'), name: 'x.png' });
      expect(status).toBe(415);
      expect((await posts())[0]).toMatchObject({ title: 'عنوان اول', image: before.image });
      expect(uploadedFiles()).toEqual([path.basename(before.image!)]);
    });

    it('refuses an empty title or body that would blank the article', async () => {
      expect((await update({ content: '<p> </p>' })).body.message).toBe('متن مقاله نمیتواند خالی باشد');
      expect((await update({ title: '<i></i>' })).body.message).toBe('عنوان مقاله الزامی است');
      expect((await posts())[0]).toMatchObject({ title: 'عنوان اول', content: '<p>متن اول</p>' });
    });

    it('lets an admin act only under their own id and on their own articles', async () => {
      const asOtherId = await update({ title: 'ربوده' }, undefined, admin, otherAdmin.id);
      expect(asOtherId.status).toBe(403);
      const byOtherAdmin = await update({ title: 'ربوده' }, undefined, otherAdmin);
      expect(byOtherAdmin).toEqual({ status: 403, body: { success: false, message: 'این مقاله متعلق به شما نیست' } });
      const removal = await call(server, 'DELETE', `/api/post/deletepost/${postId}/${otherAdmin.id}`, { cookie: otherAdmin.cookie });
      expect(removal.status).toBe(403);
      expect((await posts())[0].title).toBe('عنوان اول');
    });

    it('answers a Persian 404 for an unknown or malformed article id', async () => {
      for (const id of ['00000000-0000-0000-0000-000000000000', 'x']) {
        const res = await call(server, 'PUT', `/api/post/updatepost/${id}/${admin.id}`, { cookie: admin.cookie, form: articleForm({ title: 'x' }) });
        expect(res).toEqual({ status: 404, body: { success: false, message: 'مقاله پیدا نشد' } });
        expect((await call(server, 'DELETE', `/api/post/deletepost/${id}/${admin.id}`, { cookie: admin.cookie })).status).toBe(404);
      }
    });

    it('deletes the article and its image file', async () => {
      const { status, body } = await call(server, 'DELETE', `/api/post/deletepost/${postId}/${admin.id}`, { cookie: admin.cookie });
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, message: 'مقاله با موفقیت حذف شد' });
      expect(await posts()).toEqual([]);
      expect(uploadedFiles()).toEqual([]);
    });

    it('answers 401 to a visitor and 403 to a non-admin for every write, and changes nothing', async () => {
      const before = await posts();
      for (const cookie of [undefined, user.cookie]) {
        const expected = cookie ? 403 : 401;
        expect((await call(server, 'POST', '/api/post/create', { cookie, form: articleForm({ title: 'x', category: categoryId, content: '<p>x</p>' }, png()) })).status).toBe(expected);
        expect((await call(server, 'PUT', `/api/post/updatepost/${postId}/${user.id}`, { cookie, form: articleForm({ title: 'x' }) })).status).toBe(expected);
        expect((await call(server, 'DELETE', `/api/post/deletepost/${postId}/${user.id}`, { cookie })).status).toBe(expected);
      }
      expect(await posts()).toEqual(before);
      expect(uploadedFiles()).toHaveLength(1);
    });
  });

  it('lets an admin edit and delete an ownerless demo article', async () => {
    const row = await server.db
      .insertInto('posts')
      .values({ slug: 'demo', title: 'نمونه', category_id: categoryId, content: '<p>x</p>', image: 'uploads/demo/cover-1.png', updated_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const edit = await call(server, 'PUT', `/api/post/updatepost/${row.id}/${admin.id}`, { cookie: admin.cookie, form: articleForm({ title: 'نمونه تازه' }) });
    expect(edit.body).toMatchObject({ success: true, slug: 'demo' });
    expect((await call(server, 'DELETE', `/api/post/deletepost/${row.id}/${admin.id}`, { cookie: admin.cookie })).status).toBe(200);
  });
});
