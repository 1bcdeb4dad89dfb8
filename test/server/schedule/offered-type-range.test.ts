import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { insertSlots, insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';
import { QueryRecorder, plansOf } from '../support/query-plans';
import { KyselyOfferedTypeReads } from '../../../server/modules/schedule/adapters/kysely-offered-type-reads';
import { SLOT_MESSAGES } from '../../../src/core/domain/schedule-slot';

jest.setTimeout(60000);

type Bookable = { _id: string; availableDates: Array<{ date: string; timeSlots: Array<{ time: string }> }>; offeredDays: string[] };
const datesOf = (type: Bookable) => type.availableDates.map((day) => day.date);

// The server's clock stands at 2026-11-22 12:00 in Tehran: 1 Azar 1405. Azar ends on 2026-12-21; 1 Dey is 2026-12-22.
describe('one type as its booking page reads it: a range of slots and every offered day', () => {
  let server: TestServer;
  let visitor: ReturnType<typeof jsonClient>;
  let typeId: string;

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
    visitor = jsonClient(server.url);
    const admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
    typeId = await insertType(server.db, { title: 'مشاوره مالی تخصصی' });
    await insertSlots(server.db, typeId, [
      { date: '2026-11-21', time: '10:00' }, // yesterday
      { date: '2026-11-22', time: '18:00' },
      { date: '2026-12-03', time: '10:00' },
      { date: '2026-12-10', time: '10:00' }, // closed below
      { date: '2026-12-22', time: '10:00' },
      { date: '2027-01-22', time: '10:00' }, // the 62nd day from today
      { date: '2027-01-23', time: '10:00' }, // the 63rd
    ]);
    expect((await admin('POST', '/api/admin/days-off', { fromDate: '2026-12-10', toDate: '2026-12-10', reason: 'سفر کاری' })).status).toBe(
      201,
    );
  });
  afterAll(async () => server.close());
  afterEach(() => jest.restoreAllMocks());

  it('carries by default the Jalali month of the first offered day, and names every open day from today on', async () => {
    const type = (await visitor('GET', `/api/reservationtypes/${typeId}`)).body as Bookable;
    expect(datesOf(type)).toEqual(['2026-11-22', '2026-12-03']);
    // yesterday has passed and 2026-12-10 is closed
    expect(type.offeredDays).toEqual(['2026-11-22', '2026-12-03', '2026-12-22', '2027-01-22', '2027-01-23']);

    const later = await insertType(server.db, { title: 'مشاوره مالیاتی' });
    await insertSlots(server.db, later, [
      { date: '2026-12-25', time: '09:00' },
      { date: '2027-01-20', time: '09:00' },
      { date: '2027-01-21', time: '09:00' },
    ]);
    const inDey = (await visitor('GET', `/api/reservationtypes/${later}`)).body as Bookable;
    expect(datesOf(inDey)).toEqual(['2026-12-25', '2027-01-20']);
    expect(inDey.offeredDays).toEqual(['2026-12-25', '2027-01-20', '2027-01-21']);
  });

  it('carries the asked range, never before today, and shortens one longer than 62 days instead of refusing it', async () => {
    expect(datesOf((await visitor('GET', `/api/reservationtypes/${typeId}?from=2026-12-01&to=2026-12-31`)).body)).toEqual([
      '2026-12-03',
      '2026-12-22',
    ]);
    expect(datesOf((await visitor('GET', `/api/reservationtypes/${typeId}?from=2026-11-01&to=2026-11-30`)).body)).toEqual(['2026-11-22']);
    const long = await visitor('GET', `/api/reservationtypes/${typeId}?from=2026-11-22&to=2027-06-01`);
    expect(long.status).toBe(200);
    expect(datesOf(long.body)).toEqual(['2026-11-22', '2026-12-03', '2026-12-22', '2027-01-22']);
    expect(datesOf((await visitor('GET', `/api/reservationtypes/${typeId}?from=2026-12-31&to=2026-12-01`)).body)).toEqual([]);

    const list = await visitor('GET', '/api/reservationtypes?from=2026-12-01&to=2026-12-31');
    expect(list.body.data.find((type: Bookable) => type._id === typeId).availableDates.map((day: { date: string }) => day.date)).toEqual([
      '2026-12-03',
      '2026-12-22',
    ]);
  });

  it('refuses a malformed range in Persian, on the type and on the list', async () => {
    for (const query of ['from=tomorrow', 'to=2026-02-30', 'from=2026-12-01&from=2026-12-02', 'to=1405-09-01x']) {
      for (const path of [`/api/reservationtypes/${typeId}?${query}`, `/api/reservationtypes?${query}`]) {
        const refused = await visitor('GET', path);
        expect([path, refused.status, refused.body]).toEqual([path, 400, { success: false, message: SLOT_MESSAGES.invalidRange }]);
      }
    }
    expect((await visitor('GET', `/api/reservationtypes/${typeId}`)).status).toBe(200);
  });

  it('answers a second identical read from memory, and reads again once a slot is added', async () => {
    const reads = jest.spyOn(KyselyOfferedTypeReads.prototype, 'offeredDays');
    const path = `/api/reservationtypes/${typeId}?from=2026-12-02&to=2026-12-31`;
    const first = await fetch(`${server.url}${path}`);
    const readsForFirst = reads.mock.calls.length;
    const second = await fetch(`${server.url}${path}`);
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await second.text()).toBe(await first.text());
    expect(reads).toHaveBeenCalledTimes(readsForFirst);

    await insertSlots(server.db, typeId, [{ date: '2026-12-28', time: '11:00' }]);
    const third = (await visitor('GET', path)).body as Bookable;
    expect(reads).toHaveBeenCalledTimes(readsForFirst + 1);
    expect(datesOf(third)).toEqual(['2026-12-03', '2026-12-22', '2026-12-28']);
    expect(third.offeredDays).toContain('2026-12-28');
  });

  it('keeps no answer for an unknown type', async () => {
    const reads = jest.spyOn(KyselyOfferedTypeReads.prototype, 'findActive');
    const unknown = '00000000-0000-0000-0000-000000000000';
    for (let ask = 0; ask < 2; ask++) {
      expect(await visitor('GET', `/api/reservationtypes/${unknown}`)).toMatchObject({
        status: 404,
        body: { success: false, message: 'نوع رزرو پیدا نشد' },
      });
    }
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('finds the offered days through the slots’ unique index, reading dates only', async () => {
    const recorder = new QueryRecorder();
    await new KyselyOfferedTypeReads(server.db.withPlugin(recorder)).offeredDays(typeId, '2026-11-22');
    const [offered] = await plansOf(server.db, recorder);
    expect(offered.query).toMatch(/select distinct "time_slots"\."date"/i);
    expect(offered.plan).toMatch(/time_slots_type_date_time_unique/);
    expect(offered.plan).not.toMatch(/Seq Scan on time_slots/);
  });
});
