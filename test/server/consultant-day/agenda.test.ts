import { agendaRange } from '../../../src/core/domain/agenda-range';
import { addDays, toBusinessWallClock } from '../../../src/core/domain/business-time';
import { KyselyBusinessReads } from '../../../server/modules/business/adapters/kysely-business-reads';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { insertReservation, insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';
import { plansOf, QueryRecorder } from '../support/query-plans';

// Days are chosen from the server's clock: today, tomorrow, and a day beyond this week.
describe("the consultant's agenda", () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  let today: string;
  const ids: Record<string, string> = {};
  const agenda = (from: string, to: string) => api('GET', `/api/admin/agenda?from=${from}&to=${to}`);

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await signInDirectly(server.db, { isAdmin: true });
    const sara = await signInDirectly(server.db, {
      email: 'sara@example.com',
      firstName: 'سارا',
      lastName: 'احمدی',
      mobile: '09121234567',
    });
    api = jsonClient(server.url, admin.cookie);
    const typeId = await insertType(server.db, { title: 'مشاوره مالیاتی' });
    today = toBusinessWallClock(server.clock.now()).date;
    const at = (date: string, time: string, status: 'confirmed' | 'pending' | 'cancelled' = 'confirmed') =>
      insertReservation(server.db, { typeId, userId: sara.id, date, time, status, createdAt: server.clock.now() });
    ids.todayLate = await at(today, '16:00');
    ids.todayEarly = await at(today, '00:00');
    ids.cancelled = await at(today, '11:00', 'cancelled');
    ids.held = await at(today, '12:30', 'pending');
    ids.nextWeek = await at(addDays(agendaRange('week', today).to, 1), '10:00');
    await api('POST', `/api/reservations/${ids.todayEarly}/no-show`);
  });
  afterAll(async () => server.close());

  it("shows a day's confirmed sessions, soonest first, with the customer, their mobile, the type, the session mode and the no-show mark", async () => {
    const answer = await agenda(today, today);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual({
      success: true,
      range: { from: today, to: today },
      truncated: false,
      // no calendar of the consultant's own is read here, so no slot is blocked
      blocked: [],
      blockedTruncated: false,
      sessions: [
        {
          id: ids.todayEarly,
          date: today,
          time: '00:00',
          customerName: 'سارا احمدی',
          customerMobile: '09121234567',
          typeTitle: 'مشاوره مالیاتی',
          sessionMode: expect.any(String),
          noShow: true,
        },
        {
          id: ids.todayLate,
          date: today,
          time: '16:00',
          customerName: 'سارا احمدی',
          customerMobile: '09121234567',
          typeTitle: 'مشاوره مالیاتی',
          sessionMode: expect.any(String),
          noShow: false,
        },
      ],
    });
  });

  it('shows a week without the days after it', async () => {
    const week = agendaRange('week', today);
    const ids7 = (await agenda(week.from, week.to)).body.sessions.map((session: { id: string }) => session.id);
    expect(ids7).toEqual([ids.todayEarly, ids.todayLate]);
    const next = agendaRange('week', addDays(week.to, 1));
    expect((await agenda(next.from, next.to)).body.sessions.map((session: { id: string }) => session.id)).toEqual([ids.nextWeek]);
  });

  it.each([
    ['more than seven days', () => [today, addDays(today, 7)], 'برنامهٔ کاری را برای یک روز یا یک هفته (حداکثر ۷ روز) بخواهید'],
    ['an end before the start', () => [today, addDays(today, -1)], 'تاریخ پایان نباید پیش از تاریخ شروع باشد'],
    ['no start', () => ['', today], 'تاریخ شروع برنامه معتبر نیست'],
    ['a malformed end', () => [today, '1405-09-01x'], 'تاریخ پایان برنامه معتبر نیست'],
  ])('refuses %s with a Persian 400', async (_, range, message) => {
    const [from, to] = range();
    const refused = await agenda(from, to);
    expect([refused.status, refused.body.message]).toEqual([400, message]);
  });

  it('is for the consultant only', async () => {
    const customer = await signInDirectly(server.db, { email: 'ali@example.com' });
    expect((await jsonClient(server.url, customer.cookie)('GET', `/api/admin/agenda?from=${today}&to=${today}`)).status).toBe(403);
  });

  it("is read on the reservations' date index, never by scanning them", async () => {
    const recorder = new QueryRecorder();
    const week = agendaRange('week', today);
    await new KyselyBusinessReads(server.db.withPlugin(recorder)).agenda(week, 301);
    const plans = await plansOf(server.db, recorder);
    expect(plans.length).toBe(1);
    for (const { query, plan } of plans) {
      expect({ query, scans: plan.match(/Seq Scan on reservations/g) ?? [] }).toEqual({ query, scans: [] });
      expect(plan).toMatch(/Index.* on reservations/);
    }
  });
});
