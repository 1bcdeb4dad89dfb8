import { addDays, toBusinessWallClock } from '../../../src/core/domain/business-time';
import type { bookingNoticesFor } from '../../../server/modules/notices';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertSlots, insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';

// The slots are published on days after the server clock's today.
describe('a booking the consultant makes for a customer who phoned', () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  let admin: SignedInUser;
  let sara: SignedInUser;
  let typeId: string;
  let day: string;

  const settled = () => (server.deps.booking.events as ReturnType<typeof bookingNoticesFor>).settled();
  const book = (body: object) =>
    api('POST', '/api/admin/phone-bookings', { reservationTypeId: typeId, date: day, paidOutside: null, ...body });
  const reservation = (id: string) =>
    server.db
      .selectFrom('reservations')
      .select(['status', 'user_id', 'price', 'customer_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const ledger = (id: string) =>
    server.db
      .selectFrom('payment_events')
      .select(['kind', 'actor', 'actor_id', 'to_status', 'message'])
      .where('reservation_id', '=', id)
      .execute();
  const messages = async (id: string) =>
    (await server.db.selectFrom('outbox_messages').select('dedupe_key').where('dedupe_key', 'like', `%${id}%`).execute()).length;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
    sara = await signInDirectly(server.db, { email: 'sara@example.com', firstName: 'سارا', lastName: 'احمدی' });
    api = jsonClient(server.url, admin.cookie);
    typeId = await insertType(server.db, { title: 'مشاوره مالیاتی', price: 1_500_000 });
    day = addDays(toBusinessWallClock(server.clock.now()).date, 3);
    await insertSlots(
      server.db,
      typeId,
      ['09:00', '10:00', '11:00', '12:00', '13:00'].map((time) => ({ date: day, time })),
    );
    await insertReservation(server.db, {
      typeId,
      userId: sara.id,
      date: day,
      time: '09:00',
      status: 'confirmed',
      createdAt: server.clock.now(),
    });
  });
  afterAll(async () => server.close());

  it('refuses a time another booking holds with the usual Persian answer, and books nothing', async () => {
    const before = await server.db.selectFrom('reservations').select('id').execute();
    const refused = await book({ customer: { userId: sara.id }, time: '09:00' });
    expect([refused.status, refused.body.message]).toEqual([409, 'این زمان قبلاً رزرو شده است؛ لطفاً زمان دیگری را انتخاب کنید']);
    expect(await server.db.selectFrom('reservations').select('id').execute()).toHaveLength(before.length);
  });

  it("confirms a free booking for a known customer at once, with the consultant in the ledger and the customer's messages queued", async () => {
    const booked = await book({ customer: { userId: sara.id }, time: '10:00' });
    expect([booked.status, booked.body.message]).toEqual([201, 'رزرو برای مشتری ثبت و قطعی شد']);
    const id = booked.body.reservation._id;
    expect(await reservation(id)).toEqual({ status: 'confirmed', user_id: sara.id, price: 0, customer_name: 'سارا احمدی' });
    expect(await ledger(id)).toEqual([
      { kind: 'booked-by-consultant', actor: 'consultant', actor_id: admin.id, to_status: 'confirmed', message: 'free' },
    ]);
    await settled();
    expect(await messages(id)).toBeGreaterThan(0);
  });

  it('confirms one paid outside the site for a new customer, who can claim the account through the password reset', async () => {
    const booked = await book({
      customer: { firstName: 'علی', lastName: 'رضایی', mobile: '۰۹۳۵ ۱۱۱ ۲۲۳۳', email: 'Ali@Example.com' },
      time: '11:00',
      paidOutside: 1_200_000,
    });
    expect(booked.status).toBe(201);
    const id = booked.body.reservation._id;
    const account = await server.db
      .selectFrom('users')
      .select(['id', 'email', 'mobile', 'first_name'])
      .where('email', '=', 'ali@example.com')
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ mobile: '09351112233', first_name: 'علی' });
    expect(await reservation(id)).toMatchObject({ status: 'confirmed', user_id: account.id, price: 1_200_000, customer_name: 'علی رضایی' });
    const payment = await server.db
      .selectFrom('payments')
      .select(['gateway', 'amount', 'status'])
      .where('reservation_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ gateway: 'outside', amount: 1_200_000, status: 'paid' });
    expect(await ledger(id)).toEqual([
      {
        kind: 'booked-by-consultant',
        actor: 'consultant',
        actor_id: admin.id,
        to_status: 'confirmed',
        message: 'paid outside the site: 1200000',
      },
    ]);
    await settled();
    expect(await messages(id)).toBeGreaterThan(0);
    const signIn = await jsonClient(server.url)('POST', '/api/auth/signin', { email: 'ali@example.com', password: '!' });
    expect(signIn.status).not.toBe(200);
    expect((await jsonClient(server.url)('POST', '/api/auth/password-reset/request', { email: 'ali@example.com' })).status).toBe(200);
    const resetLink = await server.db.selectFrom('account_codes').select('purpose').where('user_id', '=', account.id).executeTakeFirst();
    expect(resetLink?.purpose).toBe('reset-link');
  });

  it.each([
    [
      'a new customer whose e-mail has an account',
      { customer: { firstName: 'سارا', lastName: 'احمدی', mobile: '09121234567', email: 'SARA@example.com' }, time: '12:00' },
      409,
      'حسابی با این ایمیل هست؛ مشتری را از فهرست انتخاب کنید',
    ],
    [
      'a new customer without a mobile',
      { customer: { firstName: 'مینا', lastName: 'کریمی', mobile: '', email: 'mina@example.com' }, time: '12:00' },
      400,
      'شماره موبایل را وارد کنید',
    ],
    ['no customer', { customer: {}, time: '12:00' }, 400, 'مشتری را انتخاب کنید یا مشتری تازه را وارد کنید'],
    ['an unknown customer', { customer: { userId: '00000000-0000-4000-8000-000000000000' }, time: '12:00' }, 404, 'مشتری پیدا نشد'],
    ['a customer id that is no id', { customer: { userId: 'x' }, time: '12:00' }, 404, 'مشتری پیدا نشد'],
    [
      'an amount that is not a positive number',
      { customer: { userId: '00000000-0000-4000-8000-000000000000' }, time: '12:00', paidOutside: -5 },
      400,
      'مبلغ پرداخت‌شده بیرون از سایت باید عددی مثبت (تومان) باشد',
    ],
  ])('refuses %s in Persian and books nothing', async (_, body, status, message) => {
    const before = (await server.db.selectFrom('reservations').select('id').execute()).length;
    const refused = await book(body);
    expect([refused.status, refused.body.message]).toEqual([status, message]);
    expect(await server.db.selectFrom('reservations').select('id').execute()).toHaveLength(before);
  });

  it('refuses a time that is not published, and is for the consultant only', async () => {
    const refused = await book({ customer: { userId: sara.id }, time: '12:30' });
    expect([refused.status, refused.body.message]).toEqual([400, 'این نوع رزرو در این تاریخ و زمان ارائه نمی‌شود']);
    expect(
      (
        await jsonClient(server.url, sara.cookie)('POST', '/api/admin/phone-bookings', {
          customer: { userId: sara.id },
          reservationTypeId: typeId,
          date: day,
          time: '12:00',
        })
      ).status,
    ).toBe(403);
  });
});
