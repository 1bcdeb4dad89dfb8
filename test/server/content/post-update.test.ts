jest.setTimeout(60000);
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { articleForm, call, makeCategory } from '../support/admin-content';
import { articleWriting, png } from '../support/article-writing';
import { searchTextFor } from '../../../src/core/domain/search-text';

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

  const { uploadedFiles, posts, create } = articleWriting(
    () => server,
    () => admin,
  );

  describe('updating', () => {
    let postId: string;
    let slug: string;
    beforeEach(async () => {
      slug = (await create({ title: 'عنوان اول', category: categoryId, content: '<p>متن اول</p>' }, png())).body.slug;
      postId = (await posts())[0].id;
      server.clock.advance(60_000);
    });
    const update = (
      fields: Record<string, string>,
      image?: { bytes: Uint8Array; name: string },
      as: SignedInUser = admin,
      userId = as.id,
    ) => call(server, 'PUT', `/api/post/updatepost/${postId}/${userId}`, { cookie: as.cookie, form: articleForm(fields, image) });

    it('changes only the fields sent non-empty and keeps the slug stable', async () => {
      const before = (await posts())[0];
      const other = await makeCategory(server, `حسابرسی ${Math.random()}`);
      const { status, body } = await update({ title: 'عنوان تازه', category: other, content: '', inMedia: 'true' });
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, message: 'مقاله با موفقیت بروزرسانی شد', slug });
      const after = (await posts())[0];
      expect(after).toMatchObject({
        title: 'عنوان تازه',
        category_id: other,
        content: '<p>متن اول</p>',
        image: before.image,
        in_media: true,
        slug,
      });
      expect(after.search_text).toBe(searchTextFor('عنوان تازه', '<p>متن اول</p>'));
      expect(new Date(after.updated_at).toISOString()).toBe(server.clock.now().toISOString());
    });

    it('replaces the image and removes the old file', async () => {
      const before = (await posts())[0];
      expect(uploadedFiles()).toHaveLength(1);
      const jpeg = {
        bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array(64).fill(0)]),
        name: 'new.jpg',
      };
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
        const res = await call(server, 'PUT', `/api/post/updatepost/${id}/${admin.id}`, {
          cookie: admin.cookie,
          form: articleForm({ title: 'x' }),
        });
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
        expect(
          (
            await call(server, 'POST', '/api/post/create', {
              cookie,
              form: articleForm({ title: 'x', category: categoryId, content: '<p>x</p>' }, png()),
            })
          ).status,
        ).toBe(expected);
        expect(
          (await call(server, 'PUT', `/api/post/updatepost/${postId}/${user.id}`, { cookie, form: articleForm({ title: 'x' }) })).status,
        ).toBe(expected);
        expect((await call(server, 'DELETE', `/api/post/deletepost/${postId}/${user.id}`, { cookie })).status).toBe(expected);
      }
      expect(await posts()).toEqual(before);
      expect(uploadedFiles()).toHaveLength(1);
    });
  });
});
