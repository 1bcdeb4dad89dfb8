import axios from 'axios';
import type { ApiClient } from '../../src/adapters/http/api-client';
import { HttpAdminPostRepository } from '../../src/adapters/http/http-admin-post-repository';
import { HttpCategoryReader } from '../../src/adapters/http/http-category-reader';
import { HttpCategoryRepository } from '../../src/adapters/http/http-category-repository';
import { HttpPostReader } from '../../src/adapters/http/http-post-reader';
import { demoCoverPng } from '../../server/seed/demo-image';
import { signInDirectly, type SignedInUser } from '../server/support/sign-in-directly';
import { startTestServer, type TestServer } from '../server/support/test-server';

jest.setTimeout(60000);

/** The content's adapters against the real routes: the admin writes, a visitor reads. */
describe('the content’s HTTP adapters on the real server', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let categories: HttpCategoryRepository;
  let posts: HttpAdminPostRepository;
  let reader: HttpPostReader;
  let categoryReader: HttpCategoryReader;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true, firstName: 'مریم', lastName: 'کاظمی' });
    const asAdmin = axios.create({ baseURL: server.url, headers: { cookie: admin.cookie } }) as ApiClient;
    const asVisitor = axios.create({ baseURL: server.url }) as ApiClient;
    categories = new HttpCategoryRepository(asAdmin);
    posts = new HttpAdminPostRepository(asAdmin);
    reader = new HttpPostReader(asVisitor);
    categoryReader = new HttpCategoryReader(asVisitor);
  });
  afterAll(async () => server.close());

  it('creates, renames and deletes a category, and a visitor reads the list', async () => {
    expect(await categories.create('حسابرسی')).toBe('دسته بندی با موفقیت اضافه شد');
    const [created] = await categories.list();
    expect(await categories.update({ _id: created._id, title: 'حسابرسی داخلی' })).toBe('دسته بندی با موفقیت ویرایش شد');
    expect((await categoryReader.list()).map((category) => category.title)).toEqual(['حسابرسی داخلی']);
    expect(await categories.remove(created._id)).toBe('دسته بندی با موفقیت حذف شد');
    expect(await categoryReader.list()).toEqual([]);
  });

  it('publishes, edits and deletes an article, and the blog reads it by list and by slug', async () => {
    await categories.create('مالیات');
    const [category] = await categories.list();
    const image = Object.assign(new Blob([new Uint8Array(demoCoverPng([10, 20, 30], [200, 100, 50], 1, 40, 20))], { type: 'image/png' }), {
      name: 'cover.png',
    });
    const saved = await posts.create({
      title: 'راهنمای اظهارنامه',
      category: category._id,
      content: '<p>متن مقاله</p>',
      inMedia: false,
      image,
      coverAlt: 'جلد راهنمای اظهارنامه',
    });
    expect(saved).toEqual({ success: true, message: 'مقاله با موفقیت منتشر شد', slug: 'راهنمای-اظهارنامه' });

    const [mine] = await posts.listByUser(admin.id, 0);
    expect(mine).toMatchObject({
      title: 'راهنمای اظهارنامه',
      image: expect.stringMatching(/^uploads\/posts\/.+\.png$/),
      coverAlt: 'جلد راهنمای اظهارنامه',
    });
    expect(await posts.get(mine._id)).toMatchObject({ _id: mine._id, author: 'مریم کاظمی' });
    expect((await posts.update(mine._id, admin.id, { title: 'راهنمای تازه' })).slug).toBe('راهنمای-اظهارنامه');

    expect(await reader.list({ searchTerm: 'تازه', categoryId: category._id })).toMatchObject({
      totalPosts: 1,
      posts: [{ title: 'راهنمای تازه' }],
    });
    expect(await reader.bySlug('راهنمای-اظهارنامه')).toMatchObject({ title: 'راهنمای تازه', category: { title: 'مالیات' } });
    await posts.remove(mine._id, admin.id);
    expect(await reader.bySlug('راهنمای-اظهارنامه')).toBeNull();
  });

  it('gives the server’s Persian refusal for bad input', async () => {
    await expect(reader.list({ searchTerm: '\u0000' })).rejects.toThrow('متن ارسال‌شده نویسه‌های نامعتبر دارد');
    await expect(categories.create('ab')).rejects.toThrow('عنوان دسته بندی باید حداقل ۳ کاراکتر باشد');
  });
});
