import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertSlots, insertType } from '../support/insert-reservation';
import { snapshotSchedule } from '../support/snapshot-schedule';
import { jsonClient } from '../support/json-client';

// The test clock stands at 2026-11-22 12:00 in Tehran (a Sunday, weekday 1 of the Persian week).
describe("a type's free slots, managed by the admin", () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  let customer: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
    const admin = await signInDirectly(server.db, { isAdmin: true });
    customer = await signInDirectly(server.db);
    api = jsonClient(server.url, admin.cookie);
  });
  afterAll(async () => server.close());

  const publicDates = async (typeId: string) =>
    (await (await fetch(`${server.url}/api/reservationtypes/${typeId}`)).json()).availableDates as Array<{
      date: string;
      timeSlots: Array<{ time: string }>;
    }>;

  it('applies a weekly template on the chosen weekdays, skipping passed times, and the public sees it at once', async () => {
    const typeId = await insertType(server.db);
    const template = { fromDate: '2026-11-22', toDate: '2026-11-30', weekdays: [0, 1, 2, 3, 4], times: ['17:00', '10:00'] };
    const applied = await api('POST', `/api/reservationtypes/${typeId}/slots/template`, template);
    expect(applied.status).toBe(200);
    // Saturday to Wednesday in the range: 22, 23, 24, 25, 28, 29, 30 November; 10:00 today has passed.
    expect(applied.body).toEqual({
      success: true,
      data: { created: 13, skipped: 1, overlaps: { pairs: [], total: 0 } },
      message: '۱۳ زمان افزوده شد؛ ۱ زمان تکراری یا گذشته بود و نادیده گرفته شد',
    });
    const dates = await publicDates(typeId);
    expect(dates.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(dates[0].timeSlots.map((slot) => slot.time)).toEqual(['17:00']);
    expect(dates[1].timeSlots.map((slot) => slot.time)).toEqual(['10:00', '17:00']);

    const again = await api('POST', `/api/reservationtypes/${typeId}/slots/template`, template);
    expect(again.body.data).toEqual({ created: 0, skipped: 14, overlaps: { pairs: [], total: 0 } });
  });

  it('covers a range that crosses the Jalali new year (Esfand 1405 into Farvardin 1406)', async () => {
    const typeId = await insertType(server.db);
    // 1405/12/27 is 2027-03-18; 1406/01/02 is 2027-03-22.
    const applied = await api('POST', `/api/reservationtypes/${typeId}/slots/template`, {
      fromDate: '2027-03-18',
      toDate: '2027-03-22',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      times: ['09:00'],
    });
    expect(applied.body.data).toEqual({ created: 5, skipped: 0, overlaps: { pairs: [], total: 0 } });
  });

  it.each([
    [{ fromDate: '2026-13-01', toDate: '2026-12-01', weekdays: [0], times: ['10:00'] }, 'تاریخ شروع معتبر نیست'],
    [{ toDate: '2026-12-01', weekdays: [0], times: ['10:00'] }, 'تاریخ شروع معتبر نیست'],
    [{ fromDate: '2026-12-01', toDate: '2026-02-30', weekdays: [0], times: ['10:00'] }, 'تاریخ پایان معتبر نیست'],
    [{ fromDate: '2026-12-10', toDate: '2026-12-01', weekdays: [0], times: ['10:00'] }, 'تاریخ پایان نباید پیش از تاریخ شروع باشد'],
    [{ fromDate: '2026-12-01', toDate: '2027-12-03', weekdays: [0], times: ['10:00'] }, 'بازه الگوی هفتگی حداکثر ۳۶۶ روز می‌تواند باشد'],
    [{ fromDate: '2026-12-01', toDate: '2026-12-10', weekdays: [], times: ['10:00'] }, 'دست‌کم یک روز هفته را انتخاب کنید'],
    [{ fromDate: '2026-12-01', toDate: '2026-12-10', weekdays: [7], times: ['10:00'] }, 'روز هفته معتبر نیست'],
    [{ fromDate: '2026-12-01', toDate: '2026-12-10', weekdays: ['0'], times: ['10:00'] }, 'روز هفته معتبر نیست'],
    [{ fromDate: '2026-12-01', toDate: '2026-12-10', weekdays: [0], times: [] }, 'دست‌کم یک ساعت وارد کنید'],
    [{ fromDate: '2026-12-01', toDate: '2026-12-10', weekdays: [0], times: ['25:00'] }, 'ساعت‌ها باید به شکل ۱۰:۰۰ باشند'],
    [{ fromDate: '2026-12-01', toDate: '2026-12-10', weekdays: [0], times: '10:00' }, 'دست‌کم یک ساعت وارد کنید'],
  ])('refuses a bad template with a Persian 400 and adds nothing (%#)', async (body, message) => {
    const typeId = await insertType(server.db);
    const before = await snapshotSchedule(server.db);
    const refused = await api('POST', `/api/reservationtypes/${typeId}/slots/template`, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message });
    expect(await snapshotSchedule(server.db)).toEqual(before);
  });

  it('refuses slots for an unknown type with 404', async () => {
    const missing = '00000000-0000-0000-0000-000000000000';
    expect(
      (
        await api('POST', `/api/reservationtypes/${missing}/slots/template`, {
          fromDate: '2026-12-01',
          toDate: '2026-12-02',
          weekdays: [0],
          times: ['10:00'],
        })
      ).status,
    ).toBe(404);
    expect((await api('POST', `/api/reservationtypes/${missing}/slots`, { date: '2026-12-01', time: '10:00' })).body).toEqual({
      success: false,
      message: 'نوع رزرو پیدا نشد',
    });
    expect((await api('GET', `/api/reservationtypes/nope/slots`)).status).toBe(404);
  });

  it('adds one slot, and refuses a duplicate, a passed time and malformed values', async () => {
    const typeId = await insertType(server.db);
    const added = await api('POST', `/api/reservationtypes/${typeId}/slots`, { date: '2026-11-22', time: '12:30' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ date: '2026-11-22', time: '12:30', occupancy: 'free' });
    expect((await publicDates(typeId))[0]).toMatchObject({ date: '2026-11-22', timeSlots: [{ time: '12:30' }] });

    const before = await snapshotSchedule(server.db);
    const cases: Array<[unknown, number, string]> = [
      [{ date: '2026-11-22', time: '12:30' }, 409, 'این زمان قبلاً برای این نوع رزرو ثبت شده است'],
      [{ date: '2026-11-22', time: '12:00' }, 400, 'زمان گذشته را نمی‌توان افزود'],
      [{ date: '2026-11-21', time: '18:00' }, 400, 'زمان گذشته را نمی‌توان افزود'],
      [{ date: '2026-02-30', time: '10:00' }, 400, 'تاریخ معتبر نیست'],
      [{ date: '1405/09/10', time: '10:00' }, 400, 'تاریخ معتبر نیست'],
      [{ date: '2026-12-01', time: '9:00' }, 400, 'ساعت باید به شکل ۱۰:۰۰ باشد'],
      [{ date: '2026-12-01' }, 400, 'ساعت باید به شکل ۱۰:۰۰ باشد'],
    ];
    for (const [body, status, message] of cases) {
      const refused = await api('POST', `/api/reservationtypes/${typeId}/slots`, body);
      expect([refused.status, refused.body]).toEqual([status, { success: false, message }]);
    }
    expect(await snapshotSchedule(server.db)).toEqual(before);
  });

  it('removes a free slot, and the public no longer offers it', async () => {
    const typeId = await insertType(server.db);
    const [slotId] = await insertSlots(server.db, typeId, [{ date: '2026-12-02', time: '10:00' }]);
    const removed = await api('DELETE', `/api/reservationtypes/${typeId}/slots/${slotId}`);
    expect(removed.body).toEqual({ success: true, message: 'زمان حذف شد' });
    expect(await publicDates(typeId)).toEqual([]);
  });

  it('refuses to remove a slot that a confirmed or live pending reservation of any type holds', async () => {
    const typeId = await insertType(server.db);
    const otherType = await insertType(server.db, { title: 'نوع دیگر' });
    const [confirmedSlot, heldSlot] = await insertSlots(server.db, typeId, [
      { date: '2026-12-03', time: '10:00' },
      { date: '2026-12-03', time: '11:00' },
    ]);
    await insertReservation(server.db, { typeId: otherType, userId: customer.id, date: '2026-12-03', time: '10:00', status: 'confirmed' });
    await insertReservation(server.db, {
      typeId,
      userId: customer.id,
      date: '2026-12-03',
      time: '11:00',
      status: 'pending',
      createdAt: new Date(Date.parse('2026-11-22T08:28:00Z')),
    });
    const before = await snapshotSchedule(server.db);
    for (const slotId of [confirmedSlot, heldSlot]) {
      const refused = await api('DELETE', `/api/reservationtypes/${typeId}/slots/${slotId}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        message: 'این زمان رزرو قطعی یا در حال پرداخت دارد و حذف نمی‌شود؛ ابتدا رزرو را از «همه رزروها» لغو کنید',
      });
    }
    expect(await snapshotSchedule(server.db)).toEqual(before);
    const listed = await api('GET', `/api/reservationtypes/${typeId}/slots?from=2026-12-03&to=2026-12-03`);
    expect(listed.body.data.map((slot: { time: string; occupancy: string }) => [slot.time, slot.occupancy])).toEqual([
      ['10:00', 'booked'],
      ['11:00', 'held'],
    ]);
  });

  it('removes a slot whose pending hold has lapsed or whose reservation was cancelled', async () => {
    const typeId = await insertType(server.db);
    const [lapsedSlot, cancelledSlot] = await insertSlots(server.db, typeId, [
      { date: '2026-12-04', time: '10:00' },
      { date: '2026-12-04', time: '11:00' },
    ]);
    await insertReservation(server.db, {
      typeId,
      userId: customer.id,
      date: '2026-12-04',
      time: '10:00',
      status: 'pending',
      createdAt: new Date(Date.parse('2026-11-22T08:23:00Z')),
    });
    await insertReservation(server.db, { typeId, userId: customer.id, date: '2026-12-04', time: '11:00', status: 'cancelled' });
    for (const slotId of [lapsedSlot, cancelledSlot]) {
      expect((await api('DELETE', `/api/reservationtypes/${typeId}/slots/${slotId}`)).status).toBe(200);
    }
  });

  it('answers 404 for a slot that does not exist or belongs to another type', async () => {
    const typeId = await insertType(server.db);
    const otherType = await insertType(server.db);
    const [othersSlot] = await insertSlots(server.db, otherType, [{ date: '2026-12-05', time: '10:00' }]);
    for (const slotId of [othersSlot, '00000000-0000-0000-0000-000000000000', 'garbage']) {
      const missing = await api('DELETE', `/api/reservationtypes/${typeId}/slots/${slotId}`);
      expect([missing.status, missing.body]).toEqual([404, { success: false, message: 'این زمان پیدا نشد' }]);
    }
  });

  it('lists slots for a range and refuses a malformed or overlong one', async () => {
    const typeId = await insertType(server.db);
    await insertSlots(server.db, typeId, [
      { date: '2026-12-06', time: '10:00' },
      { date: '2027-02-01', time: '10:00' },
    ]);
    const defaultRange = await api('GET', `/api/reservationtypes/${typeId}/slots`);
    expect(defaultRange.body.data.map((slot: { date: string }) => slot.date)).toEqual(['2026-12-06']);
    const wide = await api('GET', `/api/reservationtypes/${typeId}/slots?from=2026-12-01&to=2027-03-01`);
    expect(wide.body.data).toHaveLength(2);
    for (const query of ['from=2026-12-01&to=2026-11-01', 'from=tomorrow', 'from=2026-01-01&to=2027-06-01', 'to=2026-02-30']) {
      const refused = await api('GET', `/api/reservationtypes/${typeId}/slots?${query}`);
      expect([refused.status, refused.body]).toEqual([400, { success: false, message: 'بازه تاریخ معتبر نیست' }]);
    }
  });
});
