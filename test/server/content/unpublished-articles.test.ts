jest.setTimeout(90000);
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { articleForm, call, makeCategory } from '../support/admin-content';
import { contentUseCases } from '../../../server/modules/content';
import { POST_PUBLISHING_MESSAGES, tehranPublishFields } from '../../../src/core/domain/post-state';
import { demoCoverPng } from '../../../server/seed/demo-image';

const HOUR = 60 * 60 * 1000;
const png = () => ({ bytes: demoCoverPng([10, 20, 30], [200, 100, 50], 1, 40, 20), name: 'cover.png' });

describe('drafts and scheduled articles stay out of every public read', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let categoryId: string;
  const slugs: Record<'published' | 'draft' | 'scheduled', string> = { published: '', draft: '', scheduled: '' };

  const create = async (fields: Record<string, string>, image?: ReturnType<typeof png>) =>
    call(server, 'POST', '/api/post/create', {
      cookie: admin.cookie,
      form: articleForm({ category: categoryId, content: '<p>متن محرمانه</p>', ...fields }, image),
    });
  const visitorList = async (query = '') =>
    (await call(server, 'GET', `/api/post/getposts?limit=50${query}`)).body.posts.map((post: { slug: string }) => post.slug);
  const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();
  const publishDue = () =>
    contentUseCases(server.deps.content, { files: server.deps.files, clock: server.clock }).publishDuePosts.execute();

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
    categoryId = await makeCategory(server, 'مالیات');
    const inTwoHours = tehranPublishFields(new Date(server.clock.now().getTime() + 2 * HOUR));
    slugs.published = (await create({ title: 'مقاله منتشرشده' })).body.slug;
    slugs.draft = (await create({ title: 'پیش نویس', state: 'draft' })).body.slug;
    slugs.scheduled = (
      await create({ title: 'مقاله آینده', state: 'scheduled', publishDate: inTwoHours.date, publishTime: inTwoHours.time })
    ).body.slug;
  });
  afterAll(async () => server.close());

  it("keeps them out of the list, search, a visitor's single article, RSS and the sitemap", async () => {
    expect(await visitorList()).toEqual([slugs.published]);
    expect(await visitorList(`&searchTerm=${encodeURIComponent('محرمانه')}`)).toEqual([slugs.published]);
    expect(await visitorList(`&slug=${encodeURIComponent(slugs.draft)}`)).toEqual([]);
    expect(await visitorList(`&slug=${encodeURIComponent(slugs.scheduled)}`)).toEqual([]);
    for (const feed of ['/rss.xml', '/sitemap.xml']) {
      const body = decodeURIComponent(await text(feed));
      expect(body).toContain(slugs.published);
      expect(body).not.toContain(slugs.draft);
      expect(body).not.toContain(slugs.scheduled);
    }
  });

  it('shows them to the admin by address and in their own list, each with its state', async () => {
    const own = await call(server, 'GET', `/api/post/getposts?userId=${admin.id}`, { cookie: admin.cookie });
    expect(Object.fromEntries(own.body.posts.map((post: { slug: string; state: string }) => [post.slug, post.state]))).toEqual({
      [slugs.published]: 'published',
      [slugs.draft]: 'draft',
      [slugs.scheduled]: 'scheduled',
    });
    const draft = await call(server, 'GET', `/api/post/getposts?slug=${encodeURIComponent(slugs.draft)}`, { cookie: admin.cookie });
    expect(draft.body.posts[0]).toMatchObject({ slug: slugs.draft, state: 'draft' });
    // the public list stays public for the admin too
    const list = await call(server, 'GET', '/api/post/getposts', { cookie: admin.cookie });
    expect(list.body.posts.map((post: { slug: string }) => post.slug)).toEqual([slugs.published]);
  });

  it('refuses a time already past and a cover without alt text, in Persian, storing nothing', async () => {
    const before = await server.db.selectFrom('posts').select('id').execute();
    const past = tehranPublishFields(new Date(server.clock.now().getTime() - HOUR));
    expect(await create({ title: 'دیر', state: 'scheduled', publishDate: past.date, publishTime: past.time })).toMatchObject({
      status: 400,
      body: { message: POST_PUBLISHING_MESSAGES.publishTimePast },
    });
    expect(await create({ title: 'بی توضیح', coverAlt: '' }, png())).toMatchObject({
      status: 400,
      body: { message: POST_PUBLISHING_MESSAGES.coverAltRequired },
    });
    expect(await server.db.selectFrom('posts').select('id').execute()).toHaveLength(before.length);
  });

  it('publishes a scheduled article once its time has come, once however often the job runs', async () => {
    server.clock.advance(HOUR);
    expect(await publishDue()).toBe(0);
    expect(await visitorList()).not.toContain(slugs.scheduled);
    server.clock.advance(2 * HOUR);
    expect(await Promise.all([publishDue(), publishDue()]).then(([a, b]) => a + b)).toBe(1);
    expect(await publishDue()).toBe(0);
    expect(await visitorList()).toEqual([slugs.scheduled, slugs.published]);
    expect(decodeURIComponent(await text('/rss.xml'))).toContain(slugs.scheduled);
  });

  it('autosaves a new article as a draft, keeps saving it there, and never autosaves a published one', async () => {
    const first = await call(server, 'PUT', '/api/post/autosave', {
      cookie: admin.cookie,
      json: { title: 'نیمه کاره', content: '<p>آغاز</p>' },
    });
    expect(first).toMatchObject({ status: 200, body: { message: 'ذخیره شد' } });
    const again = await call(server, 'PUT', '/api/post/autosave', {
      cookie: admin.cookie,
      json: { postId: first.body.postId, title: 'نیمه کاره', content: '<p>آغاز و ادامه</p>' },
    });
    expect(again.body.postId).toBe(first.body.postId);
    const row = await server.db.selectFrom('posts').selectAll().where('id', '=', first.body.postId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'draft', content: '<p>آغاز و ادامه</p>' });
    expect(await visitorList()).not.toContain(first.body.slug);
    const published = await server.db.selectFrom('posts').select('id').where('slug', '=', slugs.published).executeTakeFirstOrThrow();
    expect(
      (await call(server, 'PUT', '/api/post/autosave', { cookie: admin.cookie, json: { postId: published.id, title: 'x' } })).status,
    ).toBe(409);
    expect((await call(server, 'PUT', '/api/post/autosave', { json: { title: 'x' } })).status).toBe(401);
  });
});
