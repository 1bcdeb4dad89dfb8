import { startTestServer, type TestServer } from './support/test-server';
import { signInDirectly, type SignedInUser } from './support/sign-in-directly';
import { insertReservation, insertSlots, insertType } from './support/insert-reservation';
import { insertPosts } from './support/insert-posts';
import { articleForm, call, makeCategory } from './support/admin-content';
import { jsonClient } from './support/json-client';
import { POST_ANSWERS_KEPT } from '../../server/modules/content/http/post-read-routes';

jest.setTimeout(60000);

// The server's clock stands at 2026-11-22 12:00 in Tehran.
const TOMORROW = '2026-11-23';

/** Each public read twice, so a kept answer is there to go stale if the write were missed. */
async function readTwice(server: TestServer, path: string): Promise<any> {
  await fetch(`${server.url}${path}`);
  const response = await fetch(`${server.url}${path}`);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return response.json();
}

const publicTypes = async (server: TestServer) =>
  (await readTwice(server, '/api/reservationtypes')).data as Array<{ _id: string; title: string; availableDates: Array<{ date: string; timeSlots: Array<{ time: string }> }> }>;
/** The type's own read over its first weeks (undefined once it is hidden): the list carries no slots. */
async function publicTimes(server: TestServer, typeId: string): Promise<string[] | undefined> {
  const path = `/api/reservationtypes/${typeId}?from=2026-11-22&to=2026-12-31`;
  await fetch(`${server.url}${path}`);
  const response = await fetch(`${server.url}${path}`);
  if (response.status === 404) return undefined;
  const type = (await response.json()) as { availableDates: Array<{ date: string; timeSlots: Array<{ time: string }> }> };
  return type.availableDates.flatMap((day) => day.timeSlots.map((slot) => `${day.date} ${slot.time}`));
}
const takenOn = async (server: TestServer, date: string, typeId: string) =>
  ((await readTwice(server, `/api/reservations/by-date?date=${date}&reservationTypeId=${typeId}`)).reservations as Array<{ timeSlot: string; status: string }>)
    .map((row) => `${row.timeSlot} ${row.status}`);
const articleTitles = async (server: TestServer, query = '') =>
  ((await readTwice(server, `/api/post/getposts${query}`)).posts as Array<{ title: string }>).map((post) => post.title);

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

  describe('the consultation types', () => {
    it('shows the admin\'s new, edited, deactivated and reactivated type on the very next read', async () => {
      expect(await publicTypes(server)).toEqual([]);
      const created = await api('POST', '/api/reservationtypes', { title: 'مشاوره مالیاتی', description: '', price: 900000, includedServices: [], displayOrder: 0, session: { mode: 'phone' } });
      const typeId = created.body.data._id;
      expect((await publicTypes(server)).map((type) => type.title)).toEqual(['مشاوره مالیاتی']);

      await api('PUT', `/api/reservationtypes/${typeId}`, { title: 'مشاوره مالیاتی ویژه', description: '', price: 900000, includedServices: [], displayOrder: 0, session: { mode: 'phone' } });
      expect((await publicTypes(server)).map((type) => type.title)).toEqual(['مشاوره مالیاتی ویژه']);

      await api('POST', `/api/reservationtypes/${typeId}/deactivate`);
      expect(await publicTypes(server)).toEqual([]);
      await api('POST', `/api/reservationtypes/${typeId}/activate`);
      expect((await publicTypes(server)).map((type) => type.title)).toEqual(['مشاوره مالیاتی ویژه']);
    });

    it('shows a slot the admin adds or removes on the very next read', async () => {
      const typeId = await insertType(server.db, { title: 'حسابرسی' });
      expect(await publicTimes(server, typeId)).toEqual([]);
      const added = await api('POST', `/api/reservationtypes/${typeId}/slots`, { date: TOMORROW, time: '10:00' });
      expect(await publicTimes(server, typeId)).toEqual([`${TOMORROW} 10:00`]);
      await api('DELETE', `/api/reservationtypes/${typeId}/slots/${added.body.data._id}`);
      expect(await publicTimes(server, typeId)).toEqual([]);
    });

    it('gives a type\'s new offered days with a month never asked before, once a slot is written straight into the database', async () => {
      const typeId = await insertType(server.db, { title: 'برنامه‌ریزی مالی' });
      await insertSlots(server.db, typeId, [{ date: TOMORROW, time: '11:00' }]);
      const offeredDays = async (from: string, to: string) => (await (await fetch(`${server.url}/api/reservationtypes/${typeId}?from=${from}&to=${to}`)).json()).offeredDays;
      expect(await offeredDays('2026-11-22', '2026-11-30')).toEqual([TOMORROW]);
      expect(await offeredDays('2026-12-01', '2026-12-31')).toEqual([TOMORROW]);
      await insertSlots(server.db, typeId, [{ date: '2026-12-02', time: '11:00' }]);
      expect(await offeredDays('2027-01-01', '2027-01-20')).toEqual([TOMORROW, '2026-12-02']);
    });

    it('shows types and slots written straight into the database on the very next read', async () => {
      const typeId = await insertType(server.db, { title: 'آموزش حسابداری' });
      expect(await publicTimes(server, typeId)).toEqual([]);
      await insertSlots(server.db, typeId, [{ date: TOMORROW, time: '16:00' }]);
      expect(await publicTimes(server, typeId)).toEqual([`${TOMORROW} 16:00`]);
      await server.db.updateTable('reservation_types').set({ is_active: false }).where('id', '=', typeId).execute();
      expect(await publicTimes(server, typeId)).toBeUndefined();
    });

    it('stops offering yesterday\'s slots once the day turns in Tehran', async () => {
      const typeId = await insertType(server.db, { title: 'مشاوره شبانه' });
      await insertSlots(server.db, typeId, [{ date: '2026-11-22', time: '18:00' }, { date: TOMORROW, time: '09:00' }]);
      expect(await publicTimes(server, typeId)).toEqual(['2026-11-22 18:00', `${TOMORROW} 09:00`]);
      server.clock.set('2026-11-22T20:31:00Z');
      try {
        expect(await publicTimes(server, typeId)).toEqual([`${TOMORROW} 09:00`]);
      } finally {
        server.clock.set('2026-11-22T08:30:00Z');
      }
    });
  });

  describe('the taken times of a date', () => {
    let typeId: string;
    let customer: SignedInUser;
    beforeAll(async () => {
      typeId = await insertType(server.db, { title: 'جلسه رزرو' });
      await insertSlots(server.db, typeId, [{ date: TOMORROW, time: '10:00' }, { date: TOMORROW, time: '11:00' }]);
      customer = await signInDirectly(server.db);
    });

    it('shows a hold taken through the booking route, then the admin\'s cancellation, on the very next read', async () => {
      expect(await takenOn(server, TOMORROW, typeId)).toEqual([]);
      const booked = await jsonClient(server.url, customer.cookie)('POST', '/api/reservations/book', { reservationTypeId: typeId, date: TOMORROW, timeSlot: '10:00' });
      expect(booked.status).toBe(201);
      expect(await takenOn(server, TOMORROW, typeId)).toEqual(['10:00 pending']);
      const cancelled = await api('POST', `/api/reservations/${booked.body.reservation._id}/cancel`, { reason: 'درخواست مشتری' });
      expect(cancelled.status).toBe(200);
      expect(await takenOn(server, TOMORROW, typeId)).toEqual([]);
    });

    it('shows a reservation written straight into the database on the very next read', async () => {
      expect(await takenOn(server, TOMORROW, typeId)).toEqual([]);
      await insertReservation(server.db, { typeId, userId: customer.id, date: TOMORROW, time: '11:00', status: 'confirmed' });
      expect(await takenOn(server, TOMORROW, typeId)).toEqual(['11:00 confirmed']);
    });

    it('stops listing a hold the moment its six minutes are over, with no write in between', async () => {
      const date = '2026-11-24';
      await insertReservation(server.db, { typeId, userId: customer.id, date, time: '10:00', status: 'pending', createdAt: new Date(server.clock.now().getTime() - 5 * 60_000) });
      expect(await takenOn(server, date, typeId)).toEqual(['10:00 pending']);
      server.clock.advance(60_000 - 1);
      expect(await takenOn(server, date, typeId)).toEqual(['10:00 pending']);
      server.clock.advance(1);
      try {
        expect(await takenOn(server, date, typeId)).toEqual([]);
      } finally {
        server.clock.set('2026-11-22T08:30:00Z');
      }
    });
  });

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
      const created = await call(server, 'POST', '/api/post/create', { cookie: admin.cookie, form: articleForm({ title: 'مالیات بر ارزش افزوده', category: categoryId, content: '<p>متن</p>' }) });
      expect(created.status).toBe(201);
      expect(await articleTitles(server)).toEqual(['مالیات بر ارزش افزوده']);
      expect(await articleTitles(server, `?slug=${encodeURIComponent(created.body.slug)}`)).toEqual(['مالیات بر ارزش افزوده']);

      const [row] = await server.db.selectFrom('posts').select('id').execute();
      await call(server, 'PUT', `/api/post/updatepost/${row.id}/${admin.id}`, { cookie: admin.cookie, form: articleForm({ title: 'مالیات بر ارزش افزوده ۱۴۰۵' }) });
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

// On PostgreSQL the second server has its own connections, as a second process would; the
// embedded database allows one process, so there the two servers share the database object.
describe('two servers on one database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({ sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('each sees the other\'s writes on its very next read', async () => {
    const admin = await signInDirectly(first.db, { isAdmin: true });
    expect(await publicTypes(second)).toEqual([]);
    expect(await articleTitles(second)).toEqual([]);

    const created = await jsonClient(first.url, admin.cookie)('POST', '/api/reservationtypes', { title: 'مشاوره', description: '', price: 0, includedServices: [], displayOrder: 0, session: { mode: 'phone' } });
    await jsonClient(first.url, admin.cookie)('POST', `/api/reservationtypes/${created.body.data._id}/slots`, { date: TOMORROW, time: '10:00' });
    expect(await publicTimes(second, created.body.data._id)).toEqual([`${TOMORROW} 10:00`]);

    expect(await takenOn(first, TOMORROW, created.body.data._id)).toEqual([]);
    const customer = await signInDirectly(first.db);
    expect((await jsonClient(second.url, customer.cookie)('POST', '/api/reservations/book', { reservationTypeId: created.body.data._id, date: TOMORROW, timeSlot: '10:00' })).status).toBe(201);
    expect(await takenOn(first, TOMORROW, created.body.data._id)).toEqual(['10:00 pending']);

    const categoryId = await makeCategory(second, 'اخبار');
    const published = await call(second, 'POST', '/api/post/create', { cookie: admin.cookie, form: articleForm({ title: 'خبر تازه', category: categoryId, content: '<p>متن</p>' }) });
    expect(published.status).toBe(201);
    expect(await articleTitles(first)).toEqual(['خبر تازه']);
  });
});
