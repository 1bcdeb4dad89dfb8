import { KyselyPhoneBookingStore } from '../../../server/modules/booking/adapters/kysely-phone-booking-store';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { jsonClient } from '../support/json-client';
import { plansOf, QueryRecorder } from '../support/query-plans';

describe('finding the customer who phoned among the accounts', () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  let sara: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await signInDirectly(server.db, { isAdmin: true, email: 'consultant@example.com', firstName: 'سارا', lastName: 'مشاور' });
    sara = await signInDirectly(server.db, {
      email: 'Sara.Ahmadi@example.com',
      firstName: 'سارا',
      lastName: 'احمدی',
      mobile: '09121234567',
    });
    await signInDirectly(server.db, { email: 'ali@example.com', firstName: 'علی', lastName: 'رضایی', mobile: '09351112233' });
    api = jsonClient(server.url, admin.cookie);
  });
  afterAll(async () => server.close());

  const found = async (search: string) => (await api('GET', `/api/admin/customers?search=${encodeURIComponent(search)}`)).body.customers;

  it.each([
    ['part of the name', 'احمد'],
    ['the e-mail in capitals', 'SARA.AHMADI'],
    ['the mobile in Persian digits', '۱۲۳۴۵۶۷'],
  ])('finds a customer by %s, never the consultant', async (_, search) => {
    expect(await found(search)).toEqual([{ id: sara.id, name: 'سارا احمدی', email: 'Sara.Ahmadi@example.com', mobile: '09121234567' }]);
  });

  it('refuses a search too short to mean anything, in Persian, and is for the consultant only', async () => {
    const refused = await api('GET', '/api/admin/customers?search=a');
    expect([refused.status, refused.body.message]).toEqual([400, 'برای جستجو دست‌کم ۲ حرف یا رقم بنویسید']);
    expect((await jsonClient(server.url, sara.cookie)('GET', '/api/admin/customers?search=sara')).status).toBe(403);
  });

  it("is read on the accounts' trigram index, never by scanning them", async () => {
    const recorder = new QueryRecorder();
    await new KyselyPhoneBookingStore(server.db.withPlugin(recorder)).findCustomers('sara', 10);
    const plans = await plansOf(server.db, recorder);
    expect(plans).toHaveLength(1);
    expect(plans[0].plan).not.toMatch(/Seq Scan on users/);
    expect(plans[0].plan).toMatch(/users_contact_search/);
  });
});
