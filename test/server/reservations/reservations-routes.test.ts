import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { bookRequest, insertType } from './booking-support';

// The test clock stands at 2026-11-22 12:00 in Tehran (08:30 UTC).
const TODAY = '2026-11-22';
const TOMORROW = '2026-11-23';
const SIX_MINUTES = 6 * 60 * 1000;

describe('booking a slot', () => {
  let server: TestServer;
  let user: SignedInUser;
  let typeId: string;
  let otherTypeId: string;

  beforeAll(async () => {
    server = await startTestServer();
    user = await signInDirectly(server.db);
  });
  afterAll(async () => server.close());

  beforeEach(async () => {
    server.clock.set('2026-11-22T08:30:00Z');
    // a fresh calendar for each test; the ledger is append-only, so only TRUNCATE clears it (with
    // what refers to the bookings: their documents, reports and e-invoices)
    await sql`TRUNCATE reservations, payments, payment_events CASCADE`.execute(server.db);
    typeId = await insertType(server.db, {
      price: 1500000,
      slots: [
        [TOMORROW, '10:00'],
        [TOMORROW, '11:00'],
        [TODAY, '11:30'],
        [TODAY, '12:00'],
        [TODAY, '12:30'],
      ],
    });
    otherTypeId = await insertType(server.db, { price: 0, slots: [[TOMORROW, '10:00']] });
  });

  const byDate = async (date: string, type = typeId) => {
    const response = await fetch(`${server.url}/api/reservations/by-date?date=${date}&reservationTypeId=${type}`);
    expect(response.status).toBe(200);
    return (await response.json()).reservations as Array<{ timeSlot: string; status: string; createdAt: string }>;
  };

  it("books a free slot as a pending hold with the type's price and a Persian message", async () => {
    const response = await bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: TOMORROW, timeSlot: '10:00' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('رزرو شما ثبت شد؛ برای قطعی شدن آن پرداخت را انجام دهید');
    const row = await server.db.selectFrom('reservations').selectAll().where('id', '=', body.reservation._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', price: 1500000, user_id: user.id, date: TOMORROW, time: '10:00' });
    expect(new Date(row.created_at).toISOString()).toBe('2026-11-22T08:30:00.000Z');
  });

  it('lists the live hold at that date for every type, with its time, status and start', async () => {
    await bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: TOMORROW, timeSlot: '10:00' });
    const expected = [{ timeSlot: '10:00', status: 'pending', createdAt: '2026-11-22T08:30:00.000Z', busyFrom: 600, busyUntil: 660 }];
    expect(await byDate(TOMORROW)).toEqual(expected);
    expect(await byDate(TOMORROW, otherTypeId)).toEqual(expected);
    expect(await byDate(TODAY)).toEqual([]);
  });

  it('refuses the same date and time for another type while the hold is live: one consultant, one calendar', async () => {
    await bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: TOMORROW, timeSlot: '10:00' });
    const other = await signInDirectly(server.db);
    const response = await bookRequest(server.url, other.cookie, { reservationTypeId: otherTypeId, date: TOMORROW, timeSlot: '10:00' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, message: 'این زمان قبلاً رزرو شده است؛ لطفاً زمان دیگری را انتخاب کنید' });
  });

  it('stops listing a hold once its six minutes have passed, and lets the slot be booked again', async () => {
    const first = await (
      await bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: TOMORROW, timeSlot: '10:00' })
    ).json();
    server.clock.advance(SIX_MINUTES - 1000);
    expect(await byDate(TOMORROW)).toHaveLength(1);
    server.clock.advance(1000);
    expect(await byDate(TOMORROW)).toEqual([]);
    const other = await signInDirectly(server.db);
    const again = await bookRequest(server.url, other.cookie, { reservationTypeId: otherTypeId, date: TOMORROW, timeSlot: '10:00' });
    expect(again.status).toBe(201);
    const lapsed = await server.db
      .selectFrom('reservations')
      .select('status')
      .where('id', '=', first.reservation._id)
      .executeTakeFirstOrThrow();
    expect(lapsed.status).toBe('expired');
  });

  it('keeps listing a confirmed reservation however old it is', async () => {
    const body = await (
      await bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: TOMORROW, timeSlot: '11:00' })
    ).json();
    await server.db.updateTable('reservations').set({ status: 'confirmed' }).where('id', '=', body.reservation._id).execute();
    server.clock.advance(60 * 60 * 1000);
    expect(await byDate(TOMORROW)).toEqual([
      { timeSlot: '11:00', status: 'confirmed', createdAt: '2026-11-22T08:30:00.000Z', busyFrom: 660, busyUntil: 720 },
    ]);
    const other = await signInDirectly(server.db);
    expect((await bookRequest(server.url, other.cookie, { reservationTypeId: typeId, date: TOMORROW, timeSlot: '11:00' })).status).toBe(
      409,
    );
  });

  it('refuses a time the type does not offer, and a type that is unknown or inactive', async () => {
    const notOffered = await bookRequest(server.url, user.cookie, { reservationTypeId: otherTypeId, date: TOMORROW, timeSlot: '11:00' });
    expect(notOffered.status).toBe(400);
    expect((await notOffered.json()).message).toBe('این نوع رزرو در این تاریخ و زمان ارائه نمی‌شود');

    const unknown = await bookRequest(server.url, user.cookie, {
      reservationTypeId: '00000000-0000-0000-0000-000000000000',
      date: TOMORROW,
      timeSlot: '10:00',
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('نوع رزرو پیدا نشد');

    const inactive = await insertType(server.db, { active: false, slots: [[TOMORROW, '11:00']] });
    expect((await bookRequest(server.url, user.cookie, { reservationTypeId: inactive, date: TOMORROW, timeSlot: '11:00' })).status).toBe(
      404,
    );
    expect(await server.db.selectFrom('reservations').select('id').execute()).toEqual([]);
  });

  it("refuses a slot at or before now on Tehran's clock, and books a later one today", async () => {
    await server.db.updateTable('practice_settings').set({ minimum_notice_minutes: 0 }).execute();
    for (const time of ['11:30', '12:00']) {
      const response = await bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: TODAY, timeSlot: time });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('زمان انتخاب‌شده گذشته است');
    }
    expect((await bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: TODAY, timeSlot: '12:30' })).status).toBe(201);
  });

  it('refuses a day that has passed', async () => {
    server.clock.set('2026-11-24T08:30:00Z');
    const response = await bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: TOMORROW, timeSlot: '10:00' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('زمان انتخاب‌شده گذشته است');
  });

  it('answers a bad body with a Persian 400 and books nothing', async () => {
    const bodies: unknown[] = [
      {},
      [],
      'null',
      { reservationTypeId: typeId, date: '2026-02-30', timeSlot: '10:00' },
      { reservationTypeId: typeId, date: TOMORROW, timeSlot: '25:00' },
      { reservationTypeId: typeId, date: TOMORROW, timeSlot: 1000 },
      { reservationTypeId: 'x', date: TOMORROW, timeSlot: '10:00' },
      { reservationTypeId: typeId, date: `${TOMORROW}' OR 1=1`, timeSlot: '10:00' },
    ];
    for (const body of bodies) {
      const response = await bookRequest(server.url, user.cookie, body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await server.db.selectFrom('reservations').select('id').execute()).toEqual([]);
  });

  it('asks a visitor to sign in, and a user with an incomplete profile (no last name, no mobile number) to complete it', async () => {
    const anonymous = await bookRequest(server.url, null, { reservationTypeId: typeId, date: TOMORROW, timeSlot: '10:00' });
    expect(anonymous.status).toBe(401);
    for (const incomplete of [await signInDirectly(server.db, { lastName: '' }), await signInDirectly(server.db, { mobile: null })]) {
      const response = await bookRequest(server.url, incomplete.cookie, { reservationTypeId: typeId, date: TOMORROW, timeSlot: '10:00' });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('اطلاعات شخصی را تکمیل کنید - وارد کردن تمام اطلاعات ضروری است');
    }
  });

  it('answers a malformed by-date query with a Persian 400', async () => {
    for (const query of ['', `date=${TOMORROW}`, `date=1405-13-01&reservationTypeId=${typeId}`, `date=${TOMORROW}&reservationTypeId=abc`]) {
      const response = await fetch(`${server.url}/api/reservations/by-date?${query}`);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('تاریخ (YYYY-MM-DD) و شناسه نوع رزرو را درست بفرستید');
    }
  });

  it('answers the bare health route', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ ok: true });
  });
});
