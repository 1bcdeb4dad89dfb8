jest.setTimeout(60000);
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { call, makeCategory } from '../support/admin-content';
import { insertPosts } from '../support/insert-posts';
import { plansOf, QueryRecorder } from '../support/query-plans';
import { KyselyCategoryStore } from '../../../server/modules/content/adapters/kysely-category-store';
import { KyselyPostSlugs } from '../../../server/modules/content/adapters/kysely-post-slugs';

describe('category counts, and moving the articles before a delete', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await server.db.deleteFrom('posts').execute();
    await server.db.deleteFrom('categories').execute();
  });

  const articlesIn = (categoryId: string, count: number) =>
    insertPosts(
      server.db,
      Array.from({ length: count }, () => ({ categoryId, image: null })),
    );
  const counts = async (cookie?: string) => {
    const { body } = await call(server, 'GET', '/api/postcategory/getAllCategories', { cookie });
    return Object.fromEntries(
      body.categories.map((category: { title: string; postCount: number }) => [category.title, category.postCount]),
    );
  };
  const categoryOf = async (ids: string[]) =>
    (await server.db.selectFrom('posts').select('category_id').where('id', 'in', ids).execute()).map((row) => row.category_id);
  const remove = (id: string, moveTo?: string) =>
    call(server, 'DELETE', `/api/postcategory/deleteCategory/${id}${moveTo ? `?moveTo=${moveTo}` : ''}`, { cookie: admin.cookie });

  it("counts a category's published articles for a visitor and every article for the admin", async () => {
    const tax = await makeCategory(server, 'مالیات');
    await makeCategory(server, 'حسابرسی');
    const [draft] = await articlesIn(tax, 3);
    await server.db.updateTable('posts').set({ state: 'draft' }).where('id', '=', draft).execute();
    expect(await counts()).toEqual({ مالیات: 2, حسابرسی: 0 });
    expect(await counts(admin.cookie)).toEqual({ مالیات: 3, حسابرسی: 0 });
  });

  it('moves the articles to the chosen category and deletes the old one', async () => {
    const from = await makeCategory(server, 'قدیمی');
    const to = await makeCategory(server, 'تازه');
    const ids = await articlesIn(from, 2);
    const { status, body } = await remove(from, to);
    expect(status).toBe(200);
    expect(body.message).toBe('دسته بندی با موفقیت حذف شد');
    expect(await categoryOf(ids)).toEqual([to, to]);
    expect(await counts(admin.cookie)).toEqual({ تازه: 2 });
  });

  it('refuses to delete a category with articles and nowhere to move them, to itself or to a category that is not there', async () => {
    const from = await makeCategory(server, 'قدیمی');
    const ids = await articlesIn(from, 2);
    expect((await remove(from)).body.message).toBe(
      'این دسته بندی در ۲ مقاله استفاده شده است و تا وقتی مقاله ای به آن تعلق دارد حذف نمی‌شود',
    );
    expect(await remove(from, from)).toEqual({
      status: 400,
      body: { success: false, message: 'مقاله ها را نمی‌توان به همان دسته بندی منتقل کرد' },
    });
    expect(await remove(from, '7d0c6f0e-8d4a-4c57-9d39-5c1b2c7e0a11')).toEqual({
      status: 404,
      body: { success: false, message: 'دسته بندی مقصد برای انتقال مقاله ها پیدا نشد' },
    });
    expect((await remove(from, 'نه-شناسه')).status).toBe(400);
    expect(await categoryOf(ids)).toEqual([from, from]);
    expect(await counts(admin.cookie)).toEqual({ قدیمی: 2 });
  });

  it('moves and deletes in one transaction: a failed delete leaves every article where it was', async () => {
    const from = await makeCategory(server, 'قدیمی');
    const to = await makeCategory(server, 'تازه');
    const ids = await articlesIn(from, 2);
    await sql`CREATE FUNCTION refuse_category_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no deletes today'; END $$`.execute(
      server.db,
    );
    await sql`CREATE TRIGGER categories_refuse_delete BEFORE DELETE ON categories FOR EACH ROW EXECUTE FUNCTION refuse_category_delete()`.execute(
      server.db,
    );
    try {
      expect((await remove(from, to)).status).toBe(500);
    } finally {
      await sql`DROP TRIGGER categories_refuse_delete ON categories`.execute(server.db);
      await sql`DROP FUNCTION refuse_category_delete()`.execute(server.db);
    }
    expect(await categoryOf(ids)).toEqual([from, from]);
    expect(await counts(admin.cookie)).toEqual({ قدیمی: 2, تازه: 0 });
  });

  it('reads the counts and the redirects through indexes', async () => {
    const tax = await makeCategory(server, 'مالیات');
    await articlesIn(tax, 2);
    const recorder = new QueryRecorder();
    const recorded = server.db.withPlugin(recorder);
    await new KyselyCategoryStore(recorded).list('visitor');
    await new KyselyCategoryStore(recorded).list('admin');
    await new KyselyPostSlugs(recorded).currentFor('قدیمی');
    for (const { query, plan } of await plansOf(server.db, recorder)) {
      expect({ query, scans: plan.match(/Seq Scan on (posts|post_slugs)\b/g) ?? [] }).toEqual({ query, scans: [] });
    }
  });
});
