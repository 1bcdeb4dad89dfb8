import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { insertReservation, insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';
import { plansOf, QueryRecorder } from '../support/query-plans';
import { addDays, toBusinessWallClock } from '../../../src/core/domain/business-time';
import { KyselyBookingListReads } from '../../../server/modules/schedule/adapters/kysely-booking-list-reads';

describe('searching the bookings by customer', () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  let today: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    today = toBusinessWallClock(server.clock.now()).date;
    const admin = await signInDirectly(server.db, { isAdmin: true, mobile: null });
    api = jsonClient(server.url, admin.cookie);
    const type = await insertType(server.db);
    const sara = await signInDirectly(server.db, {
      email: 'sara.ahmadi@example.com',
      firstName: 'سارا',
      lastName: 'احمدی',
      mobile: '09121234567',
    });
    const reza = await signInDirectly(server.db, { email: 'reza@mail.test', firstName: 'رضا', lastName: 'کریمی', mobile: '09351112233' });
    ids.sara = await insertReservation(server.db, { typeId: type, userId: sara.id, date: addDays(today, 2), status: 'confirmed' });
    ids.reza = await insertReservation(server.db, { typeId: type, userId: reza.id, date: addDays(today, 3), status: 'confirmed' });
    // an account deleted after paying: the reservation keeps its customer's name and e-mail itself
    ids.kept = await insertReservation(server.db, { typeId: type, userId: null, date: addDays(today, -4), status: 'confirmed' });
    await server.db
      .updateTable('reservations')
      .set({ customer_name: 'مینا Rostami', customer_email: 'mina@old.test' })
      .where('id', '=', ids.kept)
      .execute();
  });
  afterAll(async () => server.close());

  const found = async (search: string, path = '/api/reservations') => {
    const answer = await api('GET', `${path}?search=${encodeURIComponent(search)}`);
    expect(answer.status).toBe(200);
    return (answer.body.data as Array<{ _id: string }>).map((row) => row._id).sort();
  };

  it("finds a booking by part of the customer's name, in any letter case", async () => {
    expect(await found('احمد')).toEqual([ids.sara]);
    expect(await found('رضا کریمی')).toEqual([ids.reza]);
    expect(await found('rostami')).toEqual([ids.kept]);
  });

  it("finds a booking by part of the e-mail, the account's or the one the reservation kept", async () => {
    expect(await found('SARA.AHMADI@')).toEqual([ids.sara]);
    expect(await found('mail.test')).toEqual([ids.reza]);
    expect(await found('old.test')).toEqual([ids.kept]);
  });

  it('finds a booking by mobile typed in Persian or Latin digits, spaced or with the country code', async () => {
    for (const typed of ['۰۹۱۲۱۲۳', '0912 123', '+98 912 123 4567', '۱۲۳۴۵۶۷']) expect(await found(typed)).toEqual([ids.sara]);
    expect(await found('0935-111')).toEqual([ids.reza]);
  });

  it('matches nothing for a text no customer has, and takes wildcards literally', async () => {
    expect(await found('ناشناس')).toEqual([]);
    expect(await found('%_')).toEqual([]);
  });

  it('searches within the other filters, for the table and the CSV alike', async () => {
    const ranged = await api('GET', `/api/reservations?search=${encodeURIComponent('example.com')}&from=${addDays(today, 3)}`);
    expect(ranged.body.data).toEqual([]);
    const response = await fetch(`${server.url}/api/reservations/export.csv?search=${encodeURIComponent('۰۹۳۵')}`, {
      headers: { cookie: (await signInDirectly(server.db, { isAdmin: true, mobile: null })).cookie },
    });
    const lines = (await response.text()).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('reza@mail.test');
  });

  it.each([
    ['a', 'برای جستجو دست‌کم ۲ حرف یا رقم بنویسید'],
    ['x'.repeat(101), 'عبارت جستجو حداکثر ۱۰۰ حرف است'],
  ])('refuses the search %s with a Persian 400', async (search, message) => {
    const refused = await api('GET', `/api/reservations?search=${search}`);
    expect([refused.status, refused.body]).toEqual([400, { success: false, message }]);
  });

  it('is read on the trigram indexes, never by scanning the reservations or the accounts', async () => {
    const recorder = new QueryRecorder();
    await new KyselyBookingListReads(server.db.withPlugin(recorder)).find({ search: 'sara' }, today, 50);
    expect(recorder.nodes.length).toBeGreaterThan(0);
    const plans = await plansOf(server.db, recorder);
    for (const { query, plan } of plans) {
      expect({ query, scans: plan.match(/Seq Scan on \w+/g) ?? [] }).toEqual({ query, scans: [] });
      expect(plan).toMatch(/users_contact_search/);
    }
    expect(plans.map(({ plan }) => plan).join('\n')).toMatch(/reservations_customer_search/);
  });
});
