import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertSlots, insertType } from '../support/insert-reservation';
import { snapshotSchedule } from '../support/snapshot-schedule';
import { jsonClient } from '../support/json-client';

// The test clock stands at 2026-11-22 12:00 in Tehran.
describe('all bookings, for the admin', () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  let customer: SignedInUser;
  let consultation: string;
  let tax: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
    const admin = await signInDirectly(server.db, { isAdmin: true });
    customer = await signInDirectly(server.db, { email: 'sara@example.com', firstName: 'سارا', lastName: 'احمدی' });
    const hacker = await signInDirectly(server.db, {
      email: 'x@example.com',
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'و "نقل قول"',
      mobile: null,
    });
    api = jsonClient(server.url, admin.cookie);
    consultation = await insertType(server.db, { title: 'مشاوره مالی تخصصی' });
    tax = await insertType(server.db, { title: 'مشاوره مالیاتی', price: 1200000 });
    ids.pastConfirmed = await insertReservation(server.db, {
      typeId: consultation,
      userId: customer.id,
      date: '2026-11-10',
      time: '10:00',
      status: 'confirmed',
      refId: 'REF-OLD',
    });
    ids.laterConfirmed = await insertReservation(server.db, {
      typeId: tax,
      userId: customer.id,
      date: '2026-12-01',
      time: '09:00',
      status: 'confirmed',
      price: 1200000,
      refId: 'REF-777',
    });
    ids.todayConfirmed = await insertReservation(server.db, {
      typeId: consultation,
      userId: hacker.id,
      date: '2026-11-22',
      time: '10:00',
      status: 'confirmed',
      refId: 'REF-555',
    });
    ids.soonConfirmed = await insertReservation(server.db, {
      typeId: consultation,
      userId: customer.id,
      date: '2026-11-23',
      time: '17:00',
      status: 'confirmed',
      refId: 'REF-1',
    });
    ids.cancelled = await insertReservation(server.db, {
      typeId: consultation,
      userId: customer.id,
      date: '2026-11-25',
      time: '10:00',
      status: 'cancelled',
      cancelReason: 'درخواست مشتری',
    });
    ids.expired = await insertReservation(server.db, { typeId: tax, userId: null, date: '2026-11-24', time: '12:00', status: 'expired' });
    ids.pending = await insertReservation(server.db, {
      typeId: tax,
      userId: customer.id,
      date: '2026-11-26',
      time: '16:00',
      status: 'pending',
      createdAt: new Date('2026-11-22T08:28:00Z'),
    });
  });
  afterAll(async () => server.close());

  it('shows each reservation with customer (and their mobile number), type, date, time, price, status and payment reference', async () => {
    const list = await api('GET', '/api/reservations');
    expect(list.status).toBe(200);
    const later = list.body.data.find((row: { _id: string }) => row._id === ids.laterConfirmed);
    expect(later).toEqual({
      _id: ids.laterConfirmed,
      customerName: 'سارا احمدی',
      customerEmail: 'sara@example.com',
      customerMobile: '09121234567',
      reservationTypeId: tax,
      reservationTypeTitle: 'مشاوره مالیاتی',
      date: '2026-12-01',
      time: '09:00',
      price: 1200000,
      status: 'confirmed',
      refId: 'REF-777',
      cancelReason: null,
      createdAt: expect.any(String),
      paymentStatus: 'paid',
      gatewayCode: null,
      failureReason: null,
      paidAt: null,
      noShowAt: null,
    });
    expect(list.body.data.find((row: { _id: string }) => row._id === ids.expired)).toMatchObject({
      customerName: '',
      customerEmail: '',
      customerMobile: null,
      refId: null,
      paymentStatus: null,
    });
  });

  it("puts today's and upcoming confirmed sessions first, soonest first, then the rest latest first", async () => {
    const list = await api('GET', '/api/reservations');
    expect(list.body.data.map((row: { _id: string }) => row._id)).toEqual([
      ids.todayConfirmed,
      ids.soonConfirmed,
      ids.laterConfirmed,
      ids.pending,
      ids.cancelled,
      ids.expired,
      ids.pastConfirmed,
    ]);
  });

  it('filters by date range, type and status together', async () => {
    const byRange = await api('GET', '/api/reservations?from=2026-11-23&to=2026-11-25');
    expect(byRange.body.data.map((row: { _id: string }) => row._id).sort()).toEqual([ids.soonConfirmed, ids.cancelled, ids.expired].sort());
    const byType = await api('GET', `/api/reservations?typeId=${tax}&status=confirmed`);
    expect(byType.body.data.map((row: { _id: string }) => row._id)).toEqual([ids.laterConfirmed]);
    const empty = await api('GET', '/api/reservations?from=&to=&typeId=&status=');
    expect(empty.body.data).toHaveLength(7);
  });

  it.each([
    ['from=2026-02-30', 'تاریخ شروع فیلتر معتبر نیست'],
    ['to=yesterday', 'تاریخ پایان فیلتر معتبر نیست'],
    ['from=2026-12-01&to=2026-11-01', 'تاریخ پایان نباید پیش از تاریخ شروع باشد'],
    ['status=deleted', 'وضعیت انتخاب‌شده معتبر نیست'],
    ['status=confirmed&status=pending', 'وضعیت انتخاب‌شده معتبر نیست'],
    ['typeId=42', 'نوع رزرو انتخاب‌شده معتبر نیست'],
  ])('refuses the filter %s with a Persian 400, for the table and the CSV', async (query, message) => {
    for (const path of ['/api/reservations', '/api/reservations/export.csv']) {
      const refused = await api('GET', `${path}?${query}`);
      expect([refused.status, refused.body]).toEqual([400, { success: false, message }]);
    }
  });

  it('exports the filtered rows as CSV with a BOM, Persian headers and every field quoted', async () => {
    const response = await fetch(`${server.url}/api/reservations/export.csv?status=confirmed&from=2026-11-20`, {
      headers: { cookie: (await signInDirectly(server.db, { isAdmin: true })).cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="reservations-2026-11-22.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"نام مشتری","ایمیل","نوع رزرو","تاریخ","ساعت","مبلغ (تومان)","وضعیت","کد پیگیری پرداخت","دلیل لغو","وضعیت پرداخت","کد پاسخ بانک","علت","زمان پرداخت","شماره موبایل","نیامد"',
    );
    expect(lines.slice(1, -1)).toEqual([
      '"\'=HYPERLINK(""http://evil"") و ""نقل قول""","x@example.com","مشاوره مالی تخصصی","1405/09/01","10:00","1500000","تأیید شده","REF-555","","پرداخت شده","","","","",""',
      '"سارا احمدی","sara@example.com","مشاوره مالی تخصصی","1405/09/02","17:00","1500000","تأیید شده","REF-1","","پرداخت شده","","","","09121234567",""',
      '"سارا احمدی","sara@example.com","مشاوره مالیاتی","1405/09/10","09:00","1200000","تأیید شده","REF-777","","پرداخت شده","","","","09121234567",""',
    ]);
    expect(lines[lines.length - 1]).toBe('');
  });

  it('cancels a confirmed reservation with a trimmed reason and frees its date and time', async () => {
    const [slotId] = await insertSlots(server.db, consultation, [{ date: '2026-11-23', time: '17:00' }]);
    const cancelled = await api('POST', `/api/reservations/${ids.soonConfirmed}/cancel`, { reason: '  بیماری مشاور  ' });
    // it was paid, and the bank does not know the payment this test wrote, so the money joins the refund-owed list
    expect(cancelled.body).toEqual({ success: true, message: 'رزرو لغو شد؛ مبلغ پرداختی به فهرست بازگشت وجه افزوده شد', refundOwed: true });
    const row = await server.db.selectFrom('reservations').selectAll().where('id', '=', ids.soonConfirmed).executeTakeFirstOrThrow();
    expect([row.status, row.cancel_reason]).toEqual(['cancelled', 'بیماری مشاور']);
    const slots = await api('GET', `/api/reservationtypes/${consultation}/slots?from=2026-11-23&to=2026-11-23`);
    expect(slots.body.data).toEqual([{ _id: slotId, date: '2026-11-23', time: '17:00', occupancy: 'free' }]);
    // another customer can now hold the same date and time (the one-active-per-slot index ignores cancelled rows)
    await expect(
      insertReservation(server.db, { typeId: tax, userId: customer.id, date: '2026-11-23', time: '17:00', status: 'pending' }),
    ).resolves.toEqual(expect.any(String));
    const listed = await api('GET', `/api/reservations?status=cancelled&from=2026-11-23&to=2026-11-23`);
    expect(listed.body.data[0]).toMatchObject({ _id: ids.soonConfirmed, status: 'cancelled', cancelReason: 'بیماری مشاور' });
  });

  it('cancels a pending reservation too', async () => {
    const cancelled = await api('POST', `/api/reservations/${ids.pending}/cancel`, { reason: 'تکراری' });
    expect(cancelled.status).toBe(200);
  });

  it('refuses a missing, blank or overlong reason and a reservation that is not active, changing nothing', async () => {
    const before = await snapshotSchedule(server.db);
    const cases: Array<[string, unknown, number, string]> = [
      [ids.laterConfirmed, {}, 400, 'دلیل لغو را بنویسید'],
      [ids.laterConfirmed, { reason: '   ' }, 400, 'دلیل لغو را بنویسید'],
      [ids.laterConfirmed, { reason: 12 }, 400, 'دلیل لغو را بنویسید'],
      [ids.laterConfirmed, { reason: 'ا'.repeat(501) }, 400, 'دلیل لغو حداکثر ۵۰۰ کاراکتر است'],
      [ids.cancelled, { reason: 'دوباره' }, 409, 'فقط رزرو قطعی یا در انتظار پرداخت را می‌توان لغو کرد'],
      [ids.expired, { reason: 'دوباره' }, 409, 'فقط رزرو قطعی یا در انتظار پرداخت را می‌توان لغو کرد'],
      ['00000000-0000-0000-0000-000000000000', { reason: 'دوباره' }, 404, 'رزرو پیدا نشد'],
      ['not-an-id', { reason: 'دوباره' }, 404, 'رزرو پیدا نشد'],
    ];
    for (const [id, body, status, message] of cases) {
      const refused = await api('POST', `/api/reservations/${id}/cancel`, body);
      expect([refused.status, refused.body]).toEqual([status, { success: false, message }]);
    }
    expect(await snapshotSchedule(server.db)).toEqual(before);
  });

  it('accepts a reason of exactly 500 characters', async () => {
    const id = await insertReservation(server.db, {
      typeId: tax,
      userId: customer.id,
      date: '2026-12-09',
      time: '09:00',
      status: 'confirmed',
    });
    expect((await api('POST', `/api/reservations/${id}/cancel`, { reason: 'ا'.repeat(500) })).status).toBe(200);
  });

  it('lets only one of two simultaneous cancellations win', async () => {
    const id = await insertReservation(server.db, {
      typeId: tax,
      userId: customer.id,
      date: '2026-12-10',
      time: '09:00',
      status: 'confirmed',
    });
    const results = await Promise.all([
      api('POST', `/api/reservations/${id}/cancel`, { reason: 'اول' }),
      api('POST', `/api/reservations/${id}/cancel`, { reason: 'دوم' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });
});
