jest.setTimeout(60000);
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { call, makeCategory } from '../support/admin-content';

describe('category management API', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let user: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
    user = await signInDirectly(server.db);
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await server.db.deleteFrom('posts').execute();
    await server.db.deleteFrom('categories').execute();
  });

  const titles = async () => (await server.db.selectFrom('categories').select('title').orderBy('title').execute()).map((row) => row.title);

  it('lets anyone read the categories as {categories: [{_id, title, updatedAt, postCount}]}', async () => {
    const id = await makeCategory(server, 'مالیات');
    const { status, body } = await call(server, 'GET', '/api/postcategory/getAllCategories');
    expect(status).toBe(200);
    expect(body).toEqual({
      categories: [{ _id: id, title: 'مالیات', updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), postCount: 0 }],
    });
  });

  it('creates a category for an admin with the trimmed title and the server clock as its date', async () => {
    const { status, body } = await call(server, 'POST', '/api/postcategory/createCategory', {
      cookie: admin.cookie,
      json: { title: '  حسابرسی داخلی ' },
    });
    expect(status).toBe(201);
    expect(body.message).toBe('دسته بندی با موفقیت اضافه شد');
    const row = await server.db.selectFrom('categories').selectAll().executeTakeFirstOrThrow();
    expect(row.title).toBe('حسابرسی داخلی');
    expect(new Date(row.updated_at).toISOString()).toBe(server.clock.now().toISOString());
  });

  it.each([
    ['', 'عنوان دسته بندی نمیتواند خالی باشد'],
    ['   ', 'عنوان دسته بندی نمیتواند خالی باشد'],
    ['ab', 'عنوان دسته بندی باید حداقل ۳ کاراکتر باشد'],
    ['مل', 'عنوان دسته بندی باید حداقل ۳ کاراکتر باشد'],
  ])('refuses the title %j on create and on edit with the spec message', async (title, message) => {
    const created = await call(server, 'POST', '/api/postcategory/createCategory', { cookie: admin.cookie, json: { title } });
    expect(created).toEqual({ status: 400, body: { success: false, message } });
    const id = await makeCategory(server, 'مالیات');
    const edited = await call(server, 'PUT', `/api/postcategory/updateCategory/${id}`, { cookie: admin.cookie, json: { _id: id, title } });
    expect(edited).toEqual({ status: 400, body: { success: false, message } });
    expect(await titles()).toEqual(['مالیات']);
  });

  it('refuses a missing or non-text title and an over-long one', async () => {
    for (const json of [{}, { title: 42 }, { title: ['a', 'b', 'c'] }, { title: null }]) {
      const { status, body } = await call(server, 'POST', '/api/postcategory/createCategory', { cookie: admin.cookie, json });
      expect(status).toBe(400);
      expect(body.message).toBe('عنوان دسته بندی نمیتواند خالی باشد');
    }
    const long = await call(server, 'POST', '/api/postcategory/createCategory', {
      cookie: admin.cookie,
      json: { title: 'الف'.repeat(61) },
    });
    expect(long.status).toBe(400);
    expect(await titles()).toEqual([]);
  });

  it('refuses a title with control characters with a Persian 400, on create and on edit', async () => {
    const id = await makeCategory(server, 'مالیات');
    for (const title of ['حساب\u0000رسی', 'حساب\u0007رسی']) {
      const created = await call(server, 'POST', '/api/postcategory/createCategory', { cookie: admin.cookie, json: { title } });
      expect(created).toEqual({ status: 400, body: { success: false, message: 'متن ارسال‌شده نویسه‌های نامعتبر دارد' } });
      const edited = await call(server, 'PUT', `/api/postcategory/updateCategory/${id}`, {
        cookie: admin.cookie,
        json: { _id: id, title },
      });
      expect(edited.status).toBe(400);
    }
    expect(await titles()).toEqual(['مالیات']);
  });

  it('keeps titles unique regardless of letter case, on create and on edit', async () => {
    await makeCategory(server, 'Audit');
    const other = await makeCategory(server, 'مالیات');
    const again = await call(server, 'POST', '/api/postcategory/createCategory', { cookie: admin.cookie, json: { title: 'AUDIT' } });
    expect(again).toEqual({ status: 409, body: { success: false, message: 'دسته بندی با این عنوان از قبل وجود دارد' } });
    const rename = await call(server, 'PUT', `/api/postcategory/updateCategory/${other}`, {
      cookie: admin.cookie,
      json: { _id: other, title: 'audit' },
    });
    expect(rename.status).toBe(409);
    expect(await titles()).toEqual(['Audit', 'مالیات']);
  });

  it('renames a category and answers a message for the success toast', async () => {
    const id = await makeCategory(server, 'مالیات');
    server.clock.advance(60_000);
    const { status, body } = await call(server, 'PUT', `/api/postcategory/updateCategory/${id}`, {
      cookie: admin.cookie,
      json: { _id: id, title: 'مالیات بر ارزش افزوده' },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('دسته بندی با موفقیت ویرایش شد');
    const row = await server.db.selectFrom('categories').selectAll().executeTakeFirstOrThrow();
    expect(row.title).toBe('مالیات بر ارزش افزوده');
    expect(new Date(row.updated_at).toISOString()).toBe(server.clock.now().toISOString());
  });

  it('answers a Persian 404 for an unknown or malformed category id', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      const edit = await call(server, 'PUT', `/api/postcategory/updateCategory/${id}`, {
        cookie: admin.cookie,
        json: { _id: id, title: 'مالیات' },
      });
      expect(edit).toEqual({ status: 404, body: { success: false, message: 'دسته بندی پیدا نشد' } });
      const removal = await call(server, 'DELETE', `/api/postcategory/deleteCategory/${id}`, { cookie: admin.cookie });
      expect(removal.status).toBe(404);
    }
  });

  it('deletes an unused category', async () => {
    const id = await makeCategory(server, 'مالیات');
    const { status, body } = await call(server, 'DELETE', `/api/postcategory/deleteCategory/${id}`, { cookie: admin.cookie });
    expect(status).toBe(200);
    expect(body.message).toBe('دسته بندی با موفقیت حذف شد');
    expect(await titles()).toEqual([]);
  });

  it('refuses to delete a category that articles use, saying how many', async () => {
    const id = await makeCategory(server, 'مالیات');
    for (const slug of ['a', 'b']) {
      await server.db
        .insertInto('posts')
        .values({ slug, title: slug, category_id: id, content: '<p>x</p>', updated_at: new Date() })
        .execute();
    }
    const { status, body } = await call(server, 'DELETE', `/api/postcategory/deleteCategory/${id}`, { cookie: admin.cookie });
    expect(status).toBe(409);
    expect(body.message).toBe('این دسته بندی در ۲ مقاله استفاده شده است و تا وقتی مقاله ای به آن تعلق دارد حذف نمی‌شود');
    expect(await titles()).toEqual(['مالیات']);
  });

  it('answers 401 to a visitor and 403 to a signed-in non-admin, and changes nothing', async () => {
    const id = await makeCategory(server, 'مالیات');
    const attempts: Array<[string, string, unknown]> = [
      ['POST', '/api/postcategory/createCategory', { title: 'حسابرسی' }],
      ['PUT', `/api/postcategory/updateCategory/${id}`, { _id: id, title: 'حسابرسی' }],
      ['DELETE', `/api/postcategory/deleteCategory/${id}`, undefined],
    ];
    for (const [method, path, json] of attempts) {
      expect((await call(server, method, path, { json })).status).toBe(401);
      expect((await call(server, method, path, { json, cookie: user.cookie })).status).toBe(403);
    }
    expect(await titles()).toEqual(['مالیات']);
  });
});
