import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertPosts } from '../support/insert-posts';
import { articleForm, call, makeCategory } from '../support/admin-content';
import { jsonClient } from '../support/json-client';
import { articleTitles, readTwice } from '../support/read-twice';
import { POST_ANSWERS_KEPT } from '../../../server/modules/content/http/post-read-routes';

jest.setTimeout(60000);

describe('the public reads after a write', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let api: ReturnType<typeof jsonClient>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true, firstName: 'مریم', lastName: 'کاظمی' });
    api = jsonClient(server.url, admin.cookie);
  });
  afterAll(async () => server.close());

  describe('the articles', () => {
    let categoryId: string;
    beforeAll(async () => {
      categoryId = await makeCategory(server, 'مالیات');
    });
    beforeEach(async () => {
      await server.db.deleteFrom('posts').execute();
    });

    it('shows an article the admin publishes, edits and deletes on the very next read', async () => {
      expect(await articleTitles(server)).toEqual([]);
      const created = await call(server, 'POST', '/api/post/create', {
        cookie: admin.cookie,
        form: articleForm({ title: 'مالیات بر ارزش افزوده', category: categoryId, content: '<p>متن</p>' }),
      });
      expect(created.status).toBe(201);
      expect(await articleTitles(server)).toEqual(['مالیات بر ارزش افزوده']);
      expect(await articleTitles(server, `?slug=${encodeURIComponent(created.body.slug)}`)).toEqual(['مالیات بر ارزش افزوده']);

      const [row] = await server.db.selectFrom('posts').select('id').execute();
      await call(server, 'PUT', `/api/post/updatepost/${row.id}/${admin.id}`, {
        cookie: admin.cookie,
        form: articleForm({ title: 'مالیات بر ارزش افزوده ۱۴۰۵' }),
      });
      expect(await articleTitles(server)).toEqual(['مالیات بر ارزش افزوده ۱۴۰۵']);
      expect(await articleTitles(server, `?slug=${encodeURIComponent(created.body.slug)}`)).toEqual(['مالیات بر ارزش افزوده ۱۴۰۵']);

      await call(server, 'DELETE', `/api/post/deletepost/${row.id}/${admin.id}`, { cookie: admin.cookie });
      expect(await articleTitles(server)).toEqual([]);
    });

    it('shows a renamed category and a renamed writer inside the article on the very next read', async () => {
      const otherCategory = await makeCategory(server, 'حسابرسی');
      await insertPosts(server.db, [{ title: 'صورت‌های مالی', categoryId: otherCategory, userId: admin.id }]);
      const first = (await readTwice(server, '/api/post/getposts')).posts[0];
      expect([first.category.title, first.author]).toEqual(['حسابرسی', 'مریم کاظمی']);

      await api('PUT', `/api/postcategory/updateCategory/${otherCategory}`, { _id: otherCategory, title: 'حسابرسی داخلی' });
      const renamedCategory = (await readTwice(server, '/api/post/getposts')).posts[0];
      expect([renamedCategory.category.title, renamedCategory.author]).toEqual(['حسابرسی داخلی', 'مریم کاظمی']);

      await api('PUT', `/api/user/update/${admin.id}`, { lastName: 'کاظمی‌نژاد' });
      const renamedWriter = (await readTwice(server, '/api/post/getposts')).posts[0];
      expect([renamedWriter.category.title, renamedWriter.author]).toEqual(['حسابرسی داخلی', 'مریم کاظمی‌نژاد']);
    });

    it('shows articles written straight into the database on the very next read, in every kept query', async () => {
      expect(await articleTitles(server)).toEqual([]);
      expect(await articleTitles(server, '?searchTerm=بودجه')).toEqual([]);
      await insertPosts(server.db, [{ title: 'بودجه‌ریزی عملیاتی' }]);
      expect(await articleTitles(server)).toEqual(['بودجه‌ریزی عملیاتی']);
      expect(await articleTitles(server, '?searchTerm=بودجه')).toEqual(['بودجه‌ریزی عملیاتی']);
    });

    it('counts again after a write: a page never asked before, of a list whose count is kept, has the new total', async () => {
      await insertPosts(server.db, [{ title: 'مقاله ۱' }, { title: 'مقاله ۲' }]);
      const total = async (query: string) => (await (await fetch(`${server.url}/api/post/getposts${query}`)).json()).totalPosts;
      expect(await total('?startIndex=0')).toBe(2);
      expect(await total('?startIndex=1')).toBe(2);
      await insertPosts(server.db, [{ title: 'مقاله ۳' }]);
      expect(await total('?startIndex=2')).toBe(3);
      expect(await total('?startIndex=0')).toBe(3);
    });

    it('answers more different queries than it keeps, each one right', async () => {
      await insertPosts(server.db, [{ title: 'مقاله ۱' }, { title: 'مقاله ۲' }]);
      for (let start = 0; start < POST_ANSWERS_KEPT.entries + 50; start += 1) {
        const answer = await (await fetch(`${server.url}/api/post/getposts?startIndex=${start}`)).json();
        expect(answer.posts).toHaveLength(start < 2 ? 2 - start : 0);
      }
      expect(await articleTitles(server, '?startIndex=1')).toEqual(['مقاله ۱']);
    });
  });
});
