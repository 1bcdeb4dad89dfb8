import { api, ledgerOf, paymentRow, reservationRow, startMoneyWorld, type MoneyWorld } from '../money/money-support';
import { cancelMine, moveMine, paidBooking } from './customer-changes-support';

const MINUTE = 60_000;

/** The customer cancels or moves their own confirmed booking over HTTP, on the real store and a fake Zarinpal. */
describe('the customer cancels or moves their booking', () => {
  let world: MoneyWorld;

  beforeAll(async () => {
    world = await startMoneyWorld();
  });
  afterAll(async () => world.close());

  it('reverses a paid booking cancelled within the bank’s window and says so', async () => {
    const { customer, reservationId, authority } = await paidBooking(world);
    const answer = await cancelMine(world, reservationId, customer);
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, money: 'reversed', message: 'رزرو شما لغو شد و بانک مبلغ پرداختی را به کارت شما بازگرداند' },
    });
    expect(await reservationRow(world, reservationId)).toMatchObject({ status: 'cancelled', cancel_reason: 'به درخواست مشتری' });
    expect((await paymentRow(world, authority)).status).toBe('reversed');
    expect((await ledgerOf(world, reservationId)).slice(-3)).toEqual([
      'cancelled-by-customer confirmed→cancelled',
      'refund-owed paid→refund_required',
      'reverse-answer refund_required→reversed (100)',
    ]);
  });

  it('puts a paid booking cancelled after the bank’s window on the consultant’s refund-owed list and says so', async () => {
    const { customer, reservationId, authority } = await paidBooking(world);
    world.server.clock.advance(31 * MINUTE);
    const answer = await cancelMine(world, reservationId, customer);
    expect(answer).toMatchObject({ status: 200, body: { money: 'refund-owed' } });
    expect(answer.body.message).toContain('مشاور مبلغ پرداختی را به شما بازمی‌گرداند');
    const owed = await api(world, 'GET', '/api/payments/refunds-owed', world.consultant);
    const payment = await paymentRow(world, authority);
    expect(owed.body.refunds).toEqual(
      expect.arrayContaining([expect.objectContaining({ paymentId: payment.id, reason: 'رزرو پرداخت‌شده به درخواست مشتری لغو شد' })]),
    );
    const mine = await api(world, 'GET', '/api/reservations/mine', customer);
    expect((mine.body.reservations as Array<{ _id: string }>).find((r) => r._id === reservationId)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refund_required' },
    });
  });

  it('answers 404 for another customer’s booking, cancelled or moved, and changes nothing', async () => {
    const { reservationId, authority, slot } = await paidBooking(world);
    const { customer: stranger } = await paidBooking(world);
    const target = await world.nextSlot();
    expect(await cancelMine(world, reservationId, stranger)).toMatchObject({ status: 404, body: { message: 'رزرو پیدا نشد' } });
    expect(await moveMine(world, reservationId, stranger, target)).toMatchObject({ status: 404, body: { message: 'رزرو پیدا نشد' } });
    expect(await cancelMine(world, 'not-an-id', stranger)).toMatchObject({ status: 404 });
    expect(await reservationRow(world, reservationId)).toMatchObject({ status: 'confirmed', date: slot.date, time: slot.time });
    expect((await paymentRow(world, authority)).status).toBe('paid');
  });

  it('moves a paid booking, keeps its payment and frees the old time for others at once', async () => {
    const { customer, reservationId, authority, slot } = await paidBooking(world);
    const target = await world.nextSlot();
    const answer = await moveMine(world, reservationId, customer, target);
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(answer.body.message).toMatch(/^رزرو شما به مشاوره مالیاتی، .* منتقل شد$/);
    expect(await reservationRow(world, reservationId)).toMatchObject({ status: 'confirmed', date: target.date, time: target.time });
    expect((await paymentRow(world, authority)).status).toBe('paid');
    expect((await ledgerOf(world, reservationId)).at(-1)).toBe('moved-by-customer confirmed→confirmed');
    const taken = await api(world, 'GET', `/api/reservations/by-date?date=${slot.date}&reservationTypeId=${world.typeId}`);
    expect((taken.body.reservations as Array<{ timeSlot: string }>).map((r) => r.timeSlot)).not.toContain(slot.time);
  });

  it('refuses a move into a taken time and a malformed one, keeping the old time', async () => {
    const { customer, reservationId, slot } = await paidBooking(world);
    const { slot: taken } = await paidBooking(world);
    expect(await moveMine(world, reservationId, customer, taken)).toMatchObject({
      status: 409,
      body: { message: 'این زمان قبلاً رزرو شده است؛ لطفاً زمان دیگری را انتخاب کنید' },
    });
    expect(
      await api(world, 'POST', `/api/reservations/${reservationId}/move`, customer, { date: '1405/09/10', timeSlot: '10:00' }),
    ).toMatchObject({ status: 400, body: { message: 'تاریخ (YYYY-MM-DD) و زمان (HH:mm) تازه را درست بفرستید' } });
    expect(await reservationRow(world, reservationId)).toMatchObject({ date: slot.date, time: slot.time });
  });

  it('lets exactly one of two customers moving into one free time win; the other keeps their time', async () => {
    const first = await paidBooking(world);
    const second = await paidBooking(world);
    const target = await world.nextSlot();
    const answers = await Promise.all([first, second].map((who) => moveMine(world, who.reservationId, who.customer, target)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      'این زمان قبلاً رزرو شده است؛ لطفاً زمان دیگری را انتخاب کنید',
    );
    const rows = await Promise.all([first, second].map((who) => reservationRow(world, who.reservationId)));
    expect(rows.filter((row) => row.date === target.date && row.time === target.time)).toHaveLength(1);
    const loser = [first, second][answers.findIndex((answer) => answer.status === 409)];
    expect(await reservationRow(world, loser.reservationId)).toMatchObject({
      status: 'confirmed',
      date: loser.slot.date,
      time: loser.slot.time,
    });
  });

  it('two customers swapping into each other’s times at once are both told the time is taken, and both keep theirs (no error)', async () => {
    const first = await paidBooking(world);
    const second = await paidBooking(world);
    const answers = await Promise.all([
      moveMine(world, first.reservationId, first.customer, second.slot),
      moveMine(world, second.reservationId, second.customer, first.slot),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([409, 409]);
    expect(await reservationRow(world, first.reservationId)).toMatchObject({ date: first.slot.date, time: first.slot.time });
    expect(await reservationRow(world, second.reservationId)).toMatchObject({ date: second.slot.date, time: second.slot.time });
  });
});
