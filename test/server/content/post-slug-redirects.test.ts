jest.setTimeout(60000);
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { articleForm, call, makeCategory } from '../support/admin-content';
import { insertPosts } from '../support/insert-posts';

describe('correcting an article slug: old addresses answer 301', () => {
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
  });

  const article = async (slug: string) => (await insertPosts(server.db, [{ slug, userId: admin.id, categoryId, image: null }]))[0];
  const setSlug = (postId: string, slug: string) =>
    call(server, 'PUT', `/api/post/updatepost/${postId}/${admin.id}`, { cookie: admin.cookie, form: articleForm({ slug }) });
  const visit = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
  const slugOf = async (id: string) =>
    (await server.db.selectFrom('posts').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;

  it('changes the slug, tidied by the slug rules, and sends the old page and API read to the new one', async () => {
    const id = await article('مالیات-قدیم');
    const { status, body } = await setSlug(id, '  راهنمای مالیات ۱۴۰۵! ');
    expect(status).toBe(200);
    expect(body.slug).toBe('راهنمای-مالیات-۱۴۰۵');
    expect(await slugOf(id)).toBe('راهنمای-مالیات-۱۴۰۵');

    const page = await visit(`/post/${encodeURIComponent('مالیات-قدیم')}?ref=x`);
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe(`/post/${encodeURIComponent('راهنمای-مالیات-۱۴۰۵')}?ref=x`);
    const media = await visit(`/media/${encodeURIComponent('مالیات-قدیم')}`);
    expect(media.headers.get('location')).toBe(`/media/${encodeURIComponent('راهنمای-مالیات-۱۴۰۵')}`);

    const api = await visit(`/api/post/getposts?slug=${encodeURIComponent('مالیات-قدیم')}`);
    expect(api.status).toBe(301);
    const followed = await fetch(`${server.url}/api/post/getposts?slug=${encodeURIComponent('مالیات-قدیم')}`);
    const answer = await followed.json();
    expect(answer.posts.map((post: { _id: string; slug: string }) => [post._id, post.slug])).toEqual([[id, 'راهنمای-مالیات-۱۴۰۵']]);
  });

  it('leaves the current address and unknown addresses alone', async () => {
    await article('مالیات-امروز');
    expect((await visit(`/post/${encodeURIComponent('مالیات-امروز')}`)).status).not.toBe(301);
    expect((await visit('/post/هرگز-نبوده')).status).not.toBe(301);
    const api = await visit(`/api/post/getposts?slug=${encodeURIComponent('هرگز-نبوده')}`);
    expect(api.status).toBe(200);
    expect((await api.json()).posts).toEqual([]);
  });

  it('sends every slug of a chain a → b → c straight to c, and lets the article go back to an old slug of its own', async () => {
    const id = await article('الف');
    expect((await setSlug(id, 'ب')).status).toBe(200);
    expect((await setSlug(id, 'پ')).status).toBe(200);
    for (const old of ['الف', 'ب']) {
      expect((await visit(`/post/${encodeURIComponent(old)}`)).headers.get('location')).toBe(`/post/${encodeURIComponent('پ')}`);
    }
    expect((await setSlug(id, 'الف')).status).toBe(200);
    expect((await visit(`/post/${encodeURIComponent('پ')}`)).headers.get('location')).toBe(`/post/${encodeURIComponent('الف')}`);
    expect((await visit(`/post/${encodeURIComponent('الف')}`)).status).not.toBe(301);
  });

  it('never gives another article a slug one article had: refused with a Persian message, nothing changed', async () => {
    const first = await article('اول');
    const second = await article('دوم');
    await setSlug(first, 'اول-تازه');
    for (const taken of ['اول', 'اول-تازه']) {
      const { status, body } = await setSlug(second, taken);
      expect(status).toBe(409);
      expect(body.message).toBe('این نشانی پیش‌تر برای مقاله دیگری به کار رفته است؛ نشانی دیگری انتخاب کنید');
    }
    expect(await slugOf(second)).toBe('دوم');
    expect((await visit(`/post/${encodeURIComponent('اول')}`)).headers.get('location')).toBe(`/post/${encodeURIComponent('اول-تازه')}`);
  });

  it("numbers a new article's slug past the old slugs of others", async () => {
    const id = await article('مالیات');
    await setSlug(id, 'مالیات-نو');
    const { status, body } = await call(server, 'POST', '/api/post/create', {
      cookie: admin.cookie,
      form: articleForm({ title: 'مالیات', category: categoryId, content: '<p>متن</p>' }),
    });
    expect(status).toBe(201);
    expect(body.slug).toBe('مالیات-2');
  });

  it.each([
    ['!!! ؟؟؟', 'نشانی مقاله باید دست‌کم یک حرف یا عدد داشته باشد'],
    ['ب'.repeat(81), 'نشانی مقاله نباید بیشتر از ۸۰ نویسه باشد'],
  ])('refuses the slug %j with a Persian 400 and keeps the old one', async (slug, message) => {
    const id = await article('پابرجا');
    expect(await setSlug(id, slug)).toEqual({ status: 400, body: { success: false, message } });
    expect(await slugOf(id)).toBe('پابرجا');
  });

  it('forgets the addresses of a deleted article', async () => {
    const id = await article('رفته');
    await setSlug(id, 'رفته-نو');
    await server.db.deleteFrom('posts').where('id', '=', id).execute();
    expect(await server.db.selectFrom('post_slugs').selectAll().execute()).toEqual([]);
    expect((await visit(`/post/${encodeURIComponent('رفته')}`)).status).not.toBe(301);
  });
});
