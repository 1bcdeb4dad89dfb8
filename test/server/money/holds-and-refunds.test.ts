import { sql } from 'kysely';
import {
  api,
  bookAndGoToBank,
  goToBank,
  ledgerOf,
  type Customer,
  newCustomer,
  paymentRow,
  reservationRow,
  startMoneyWorld,
  verify,
  type MoneyWorld,
} from './money-support';

/** A hold belongs to its customer, holds are scarce, and money the consultant owes back stays visible until it is back. */
describe('holds, refunds and records', () => {
  let world: MoneyWorld;

  beforeAll(async () => {
    world = await startMoneyWorld();
  });
  afterAll(async () => world.close());

  const book = (user: Customer, slot: { date: string; time: string }) =>
    api(
      world,
      'POST',
      '/api/reservations/book',
      user,
      { reservationTypeId: world.typeId, date: slot.date, timeSlot: slot.time },
      user.address,
    );

  it('lets the customer who cancelled at the bank book the same slot again and pay, or release it for everyone', async () => {
    const { customer, reservationId, authority, slot } = await bookAndGoToBank(world);
    world.bank.cancel(authority);
    expect((await verify(world, authority, reservationId, customer, 'NOK')).status).toBe(400);
    // Back to the booking screen: their own slot is theirs, not "someone else's"
    const held = await api(world, 'GET', '/api/reservations/my-hold', customer);
    expect(held.body.hold).toMatchObject({ _id: reservationId, date: slot.date, timeSlot: slot.time });
    const again = await book(customer, slot);
    expect(again).toMatchObject({ status: 201, body: { reservation: { _id: reservationId } } });
    const paid = await goToBank(world, reservationId, customer);
    world.bank.pay(paid);
    expect((await verify(world, paid, reservationId, customer)).status).toBe(200);
    expect((await reservationRow(world, reservationId)).status).toBe('confirmed');
  });

  it('frees a released hold for everyone at once', async () => {
    const customer = await newCustomer(world);
    const slot = await world.nextSlot();
    const booked = await book(customer, slot);
    const id = (booked.body.reservation as { _id: string })._id;
    const rival = await newCustomer(world);
    expect((await book(rival, slot)).status).toBe(409);
    expect(await api(world, 'POST', `/api/reservations/${id}/release`, rival)).toMatchObject({ status: 404 });
    expect(await api(world, 'POST', `/api/reservations/${id}/release`, customer)).toMatchObject({
      status: 200,
      body: { message: 'رزرو لغو شد و این زمان برای دیگران آزاد است' },
    });
    expect((await reservationRow(world, id)).status).toBe('released');
    expect((await book(rival, slot)).status).toBe(201);
    expect((await api(world, 'POST', `/api/reservations/${id}/release`, customer)).status).toBe(409);
  });

  it('lets a customer retry after the bank refused the payment request', async () => {
    const customer = await newCustomer(world);
    const booked = await book(customer, await world.nextSlot());
    const id = (booked.body.reservation as { _id: string })._id;
    world.bank.failNext('request', 'http-500');
    expect((await api(world, 'POST', '/api/payments/initiate', customer, { reservationId: id })).status).toBe(502);
    const authority = await goToBank(world, id, customer);
    world.bank.pay(authority);
    expect((await verify(world, authority, id, customer)).status).toBe(200);
    expect(await ledgerOf(world, id)).toEqual(expect.arrayContaining(['initiate-refused -→-']));
  });

  it('holds one live unpaid booking per customer, and names it when they try for another', async () => {
    const customer = await newCustomer(world);
    const first = await world.nextSlot();
    expect((await book(customer, first)).status).toBe(201);
    const second = await book(customer, await world.nextSlot());
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('شما یک رزرو در انتظار پرداخت دارید');
    expect(second.body.hold).toMatchObject({ date: first.date, timeSlot: first.time });
    // once the hold lapses the customer may book again
    world.server.clock.advance(6 * 60_000 + 1);
    expect((await book(customer, await world.nextSlot())).status).toBe(201);
  });

  it('holds at most five live unpaid bookings from one client address', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 5; i += 1) {
      const customer = { ...(await newCustomer(world)), address };
      expect((await book(customer, await world.nextSlot())).status).toBe(201);
    }
    const sixth = { ...(await newCustomer(world)), address };
    const refused = await book(sixth, await world.nextSlot());
    expect(refused).toMatchObject({ status: 429, body: { success: false } });
    expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
    world.server.clock.advance(6 * 60_000 + 1);
  });

  it('owes the money back when the consultant cancels a paid booking, until it is reversed or marked refunded', async () => {
    // the bank's 30 minutes for a reverse are over, so the money waits on the consultant's list
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    world.bank.pay(authority);
    expect((await verify(world, authority, reservationId, customer)).status).toBe(200);
    world.server.clock.advance(31 * 60_000);
    const cancelled = await api(world, 'POST', `/api/reservations/${reservationId}/cancel`, world.consultant, { reason: 'بیماری مشاور' });
    expect(cancelled).toMatchObject({ status: 200, body: { refundOwed: true } });
    const payment = await paymentRow(world, authority);
    expect(payment).toMatchObject({ status: 'refund_required', gateway_code: -63 });
    const owed = await api(world, 'GET', '/api/payments/refunds-owed', world.consultant);
    expect(owed.body.refunds).toEqual(
      expect.arrayContaining([expect.objectContaining({ paymentId: payment.id, reason: 'رزرو پرداخت‌شده توسط مشاور لغو شد' })]),
    );
    expect(owed.body.refunds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          paymentId: payment.id,
          lastGatewayCode: -63,
          lastGatewayMessage: 'Maximum time for reverse this session is expired.',
        }),
      ]),
    );
    // retrying the reverse is refused the same way, with the bank's code in Persian digits
    const retry = await api(world, 'POST', `/api/payments/${payment.id}/reverse`, world.consultant);
    expect(retry.status).toBe(502);
    expect(retry.body.message).toContain('۶۳');
    const marked = await api(world, 'POST', `/api/payments/${payment.id}/mark-refunded`, world.consultant, { note: 'کارت به کارت' });
    expect(marked).toMatchObject({ status: 200 });
    expect((await paymentRow(world, authority)).status).toBe('refunded');
    expect((await api(world, 'POST', `/api/payments/${payment.id}/mark-refunded`, world.consultant, {})).status).toBe(409);
    const mine = await api(world, 'GET', '/api/reservations/mine', customer);
    expect((mine.body.reservations as Array<{ _id: string }>).find((r) => r._id === reservationId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'بیماری مشاور',
      payment: { status: 'refunded' },
    });
  });

  it('reverses at once a paid booking the consultant cancels within the bank’s window, and owes nothing after', async () => {
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    world.bank.pay(authority);
    expect((await verify(world, authority, reservationId, customer)).status).toBe(200);
    const cancelled = await api(world, 'POST', `/api/reservations/${reservationId}/cancel`, world.consultant, { reason: 'تغییر برنامه' });
    expect(cancelled).toMatchObject({ status: 200, body: { refundOwed: false } });
    expect((await paymentRow(world, authority)).status).toBe('reversed');
    const bookings = await api(world, 'GET', '/api/reservations', world.consultant);
    const row = (bookings.body.data as Array<{ _id: string; owesRefund?: boolean; paymentStatus?: string }>).find(
      (b) => b._id === reservationId,
    );
    expect(row).toMatchObject({ paymentStatus: 'reversed' });
  });

  it('shows the consultant a booking’s payment attempts and ledger', async () => {
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    world.bank.failNext('verify', { code: -12 });
    world.bank.pay(authority);
    await verify(world, authority, reservationId, customer);
    await verify(world, authority, reservationId, customer);
    const history = await api(world, 'GET', `/api/reservations/${reservationId}/payments`, world.consultant);
    expect(history.status).toBe(200);
    expect(history.body.reservationStatus).toBe('confirmed');
    expect(history.body.payments).toEqual([expect.objectContaining({ authority, status: 'paid', gatewayCode: 100 })]);
    const events = history.body.events as Array<{ kind: string; gatewayCode: number | null; text: string }>;
    expect(events.map((e) => e.kind)).toEqual(['hold-made', 'initiated', 'verify-answer', 'confirmed', 'verify-answer']);
    expect(events[2]).toMatchObject({ gatewayCode: -12, text: 'بانک هنوز نتیجه را قطعی نکرده است' });
    expect((await api(world, 'GET', `/api/reservations/${reservationId}/payments`, customer)).status).toBe(403);
  });

  it('finds the reservation behind an authority for its own customer only, so the callback page never waits forever', async () => {
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    expect(await api(world, 'GET', `/api/payments/by-authority/${authority}`, customer)).toMatchObject({
      status: 200,
      body: { reservationId, reservationTypeId: world.typeId },
    });
    const stranger = await newCustomer(world);
    expect((await api(world, 'GET', `/api/payments/by-authority/${authority}`, stranger)).status).toBe(404);
    expect((await api(world, 'GET', `/api/payments/by-authority/${encodeURIComponent("x' OR 1=1")}`, customer)).status).toBe(404);
  });

  it('keeps the name and e-mail on paid bookings when the account is deleted, and drops them from unpaid ones', async () => {
    const { customer, reservationId, authority } = await bookAndGoToBank(world);
    world.bank.pay(authority);
    await verify(world, authority, reservationId, customer);
    const unpaid = await bookAndGoToBank(world);
    const deletedUnpaid = await api(world, 'DELETE', `/api/user/delete/${unpaid.customer.id}`, unpaid.customer);
    expect(deletedUnpaid.status).toBe(200);
    expect(await api(world, 'DELETE', `/api/user/delete/${customer.id}`, customer)).toMatchObject({ status: 200 });
    expect(await reservationRow(world, reservationId)).toMatchObject({
      user_id: null,
      customer_email: customer.email,
      customer_name: expect.stringContaining('مشتری'),
    });
    expect(await reservationRow(world, unpaid.reservationId)).toMatchObject({ user_id: null, customer_email: '', customer_name: '' });
    const bookings = await api(world, 'GET', '/api/reservations', world.consultant);
    expect((bookings.body.data as Array<{ _id: string; customerEmail: string }>).find((b) => b._id === reservationId)?.customerEmail).toBe(
      customer.email,
    );
  });

  it('keeps the ledger append-only: a line cannot be changed or removed', async () => {
    const { reservationId } = await bookAndGoToBank(world);
    await expect(
      sql`UPDATE payment_events SET message = 'x' WHERE reservation_id = ${reservationId}`.execute(world.server.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM payment_events WHERE reservation_id = ${reservationId}`.execute(world.server.db)).rejects.toThrow(
      /append-only/,
    );
    expect((await ledgerOf(world, reservationId)).length).toBe(2);
  });
});
