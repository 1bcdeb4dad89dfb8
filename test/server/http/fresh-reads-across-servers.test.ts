import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { articleForm, call, makeCategory } from '../support/admin-content';
import { jsonClient } from '../support/json-client';
import { articleTitles, publicTimes, publicTypes, takenOn, TOMORROW } from '../support/read-twice';

jest.setTimeout(60000);

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

  it("each sees the other's writes on its very next read", async () => {
    const admin = await signInDirectly(first.db, { isAdmin: true });
    expect(await publicTypes(second)).toEqual([]);
    expect(await articleTitles(second)).toEqual([]);

    const created = await jsonClient(first.url, admin.cookie)('POST', '/api/reservationtypes', {
      title: 'مشاوره',
      description: '',
      price: 0,
      includedServices: [],
      displayOrder: 0,
      session: { mode: 'phone' },
    });
    await jsonClient(first.url, admin.cookie)('POST', `/api/reservationtypes/${created.body.data._id}/slots`, {
      date: TOMORROW,
      time: '10:00',
    });
    expect(await publicTimes(second, created.body.data._id)).toEqual([`${TOMORROW} 10:00`]);

    expect(await takenOn(first, TOMORROW, created.body.data._id)).toEqual([]);
    const customer = await signInDirectly(first.db);
    expect(
      (
        await jsonClient(second.url, customer.cookie)('POST', '/api/reservations/book', {
          reservationTypeId: created.body.data._id,
          date: TOMORROW,
          timeSlot: '10:00',
        })
      ).status,
    ).toBe(201);
    expect(await takenOn(first, TOMORROW, created.body.data._id)).toEqual(['10:00 pending']);

    const categoryId = await makeCategory(second, 'اخبار');
    const published = await call(second, 'POST', '/api/post/create', {
      cookie: admin.cookie,
      form: articleForm({ title: 'خبر تازه', category: categoryId, content: '<p>متن</p>' }),
    });
    expect(published.status).toBe(201);
    expect(await articleTitles(first)).toEqual(['خبر تازه']);
  });
});
