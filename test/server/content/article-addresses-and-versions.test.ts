jest.setTimeout(90000);
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { articleForm, call, makeCategory } from '../support/admin-content';

const MINUTE = 60_000;

describe("an article's address and its versions, over HTTP", () => {
  let server: TestServer;
  let admin: SignedInUser;
  let reader: SignedInUser;
  let categoryId: string;

  const autosave = async (json: Record<string, string>) =>
    (await call(server, 'PUT', '/api/post/autosave', { cookie: admin.cookie, json })).body as { postId: string; slug: string };
  const update = (postId: string, fields: Record<string, string>) =>
    call(server, 'PUT', `/api/post/updatepost/${postId}/${admin.id}`, { cookie: admin.cookie, form: articleForm(fields) });
  /** what a visitor finds at /post/{slug}: the article's title, or where they are sent */
  const visitorFinds = async (slug: string) => {
    const old = await fetch(`${server.url}/post/${encodeURIComponent(slug)}`, { redirect: 'manual' });
    if (old.status === 301) return `→ ${decodeURIComponent(old.headers.get('location') ?? '')}`;
    const { body } = await call(server, 'GET', `/api/post/getposts?slug=${encodeURIComponent(slug)}`);
    return body.posts[0]?.title ?? null;
  };
  const versionsOf = async (postId: string, cookie = admin.cookie) => call(server, 'GET', `/api/post/versions/${postId}`, { cookie });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
    reader = await signInDirectly(server.db, { email: 'reader@example.com' });
    categoryId = await makeCategory(server, 'مالیات');
  });
  afterAll(async () => server.close());

  it("publishes an article autosaved under another title at the published title's address, and no other", async () => {
    const draft = await autosave({ title: 'راهنمای اظهارنامه svg', content: '<p>آغاز</p>' });
    expect(draft.slug).toBe('راهنمای-اظهارنامه-svg');
    const published = await update(draft.postId, {
      title: 'راهنمای اظهارنامه',
      category: categoryId,
      content: '<p>متن کامل</p>',
      state: 'published',
    });
    expect(published.body).toMatchObject({ success: true, slug: 'راهنمای-اظهارنامه' });
    expect(await visitorFinds('راهنمای-اظهارنامه')).toBe('راهنمای اظهارنامه');
    expect(await visitorFinds('راهنمای-اظهارنامه-svg')).toBeNull();
  });

  it("publishes an article whose body was autosaved before any title at its title's address", async () => {
    const draft = await autosave({ content: '<p>متن چسبانده پیش از عنوان</p>' });
    expect(draft.slug).toMatch(/^مقاله/);
    const published = await update(draft.postId, { title: 'حق انصراف', category: categoryId, state: 'published' });
    expect(published.body.slug).toBe('حق-انصراف');
    expect(await visitorFinds('حق-انصراف')).toBe('حق انصراف');
  });

  it("keeps a typed address, and a published article's address when its title changes", async () => {
    const created = await call(server, 'POST', '/api/post/create', {
      cookie: admin.cookie,
      form: articleForm({ title: 'عنوان هر چه باشد', category: categoryId, content: '<p>x</p>', slug: 'نشانی من' }),
    });
    expect(created.body.slug).toBe('نشانی-من');
    const row = await server.db.selectFrom('posts').select('id').where('slug', '=', 'نشانی-من').executeTakeFirstOrThrow();
    expect((await update(row.id, { title: 'عنوانی دیگر' })).body.slug).toBe('نشانی-من');
    expect((await update(row.id, { slug: 'نشانی تازه' })).body.slug).toBe('نشانی-تازه');
    expect(await visitorFinds('نشانی-من')).toBe('→ /post/نشانی-تازه');
  });

  it('lists, compares and restores versions; a restore is itself a version', async () => {
    const created = await call(server, 'POST', '/api/post/create', {
      cookie: admin.cookie,
      form: articleForm({ title: 'نرخ مالیات', category: categoryId, content: '<p>نرخ امسال نه درصد است.</p>' }),
    });
    const { id } = await server.db.selectFrom('posts').select('id').where('slug', '=', created.body.slug).executeTakeFirstOrThrow();
    server.clock.advance(MINUTE);
    await update(id, { content: '<p>نرخ امسال ده درصد است.</p>' });
    const listed = await versionsOf(id);
    expect(listed.body.versions).toEqual([
      {
        _id: expect.any(String),
        title: 'نرخ مالیات',
        reason: 'save',
        keptAt: server.clock.now().toISOString(),
        keptBy: expect.any(String),
      },
    ]);
    const versionId = listed.body.versions[0]._id;
    const compared = await call(server, 'GET', `/api/post/versions/${id}/compare?from=${versionId}&to=current`, { cookie: admin.cookie });
    expect(compared.body.content).toEqual([
      { kind: 'same', text: 'نرخ امسال ' },
      { kind: 'removed', text: 'نه' },
      { kind: 'added', text: 'ده' },
      { kind: 'same', text: ' درصد است.' },
    ]);
    server.clock.advance(MINUTE);
    const restored = await call(server, 'POST', `/api/post/versions/${id}/${versionId}/restore`, { cookie: admin.cookie });
    expect(restored.body).toEqual({ success: true, message: 'نسخه انتخاب‌شده بازگردانده شد', slug: created.body.slug });
    expect((await server.db.selectFrom('posts').select('content').where('id', '=', id).executeTakeFirstOrThrow()).content).toBe(
      '<p>نرخ امسال نه درصد است.</p>',
    );
    expect((await versionsOf(id)).body.versions.map((version: { reason: string }) => version.reason)).toEqual(['restore', 'save']);
  });

  it('refuses a non-admin, a bad comparison and an unknown version in Persian, and never changes a kept version', async () => {
    const { id } = await server.db.selectFrom('posts').select('id').where('slug', '=', 'نرخ-مالیات').executeTakeFirstOrThrow();
    expect((await versionsOf(id, reader.cookie)).status).toBe(403);
    expect((await versionsOf(id, '')).status).toBe(401);
    expect((await call(server, 'POST', `/api/post/versions/${id}/${id}/restore`, { cookie: reader.cookie })).status).toBe(403);
    const bad = await call(server, 'GET', `/api/post/versions/${id}/compare?from=x&to=current`, { cookie: admin.cookie });
    expect(bad).toEqual({ status: 400, body: { success: false, message: 'نسخه‌های انتخاب‌شده برای مقایسه معتبر نیستند' } });
    const unknown = await call(server, 'POST', `/api/post/versions/${id}/${id}/restore`, { cookie: admin.cookie });
    expect(unknown).toEqual({ status: 404, body: { success: false, message: 'این نسخه از مقاله پیدا نشد' } });
    await expect(server.db.updateTable('post_versions').set({ title: 'دستکاری' }).execute()).rejects.toThrow(/append-only/);
  });
});
