import { api, goToBank, insertSlots, newCustomer, reservationRow, startMoneyWorld, verify, type MoneyWorld } from '../money/money-support';
import { insertReservationType } from '../support/insert-reservation';
import { cancelMine, moveMine, paidBooking } from './customer-changes-support';

const TOO_LATE_24 = 'لغو یا جابه‌جایی رزرو فقط تا ۲۴ ساعت پیش از جلسه ممکن است؛ برای تغییر با مشاور تماس بگیرید';

/** The consultant's notice: stored in the database, 24 hours unless set, and the server holds the customer to it. */
describe('the notice for customers’ cancellations and moves', () => {
  let world: MoneyWorld;

  // the world's first slot is 2026-12-01 01:00 in Tehran (2026-11-30 21:30Z): an hour and a half away
  beforeAll(async () => {
    world = await startMoneyWorld({ now: '2026-11-30T20:00:00Z' });
    // these slots are within the default three hours' booking notice, which its own tests cover
    await world.server.db.updateTable('practice_settings').set({ minimum_notice_minutes: 0 }).execute();
  });
  afterAll(async () => world.close());

  it('is 24 hours unless the consultant sets it, and only the consultant may set it, to whole hours', async () => {
    expect(await api(world, 'GET', '/api/reservations/change-notice')).toMatchObject({ status: 200, body: { hours: 24 } });
    const customer = await newCustomer(world);
    expect((await api(world, 'PUT', '/api/reservations/change-notice', customer, { hours: 1 })).status).toBe(403);
    expect(await api(world, 'PUT', '/api/reservations/change-notice', world.consultant, { hours: -3 })).toMatchObject({
      status: 400,
      body: { message: 'مهلت لغو و جابه‌جایی را به ساعت، عددی از ۰ تا ۷۲۰ وارد کنید' },
    });
    expect(await api(world, 'GET', '/api/reservations/change-notice')).toMatchObject({ body: { hours: 24 } });
  });

  it('refuses cancelling and moving after the notice has begun, on the server, and allows them once the consultant shortens it', async () => {
    const { customer, reservationId, slot } = await paidBooking(world);
    const target = await world.nextSlot();
    expect(await cancelMine(world, reservationId, customer)).toMatchObject({ status: 409, body: { success: false, message: TOO_LATE_24 } });
    expect(await moveMine(world, reservationId, customer, target)).toMatchObject({ status: 409, body: { message: TOO_LATE_24 } });
    expect(await reservationRow(world, reservationId)).toMatchObject({ status: 'confirmed', date: slot.date, time: slot.time });

    expect(await api(world, 'PUT', '/api/reservations/change-notice', world.consultant, { hours: 1 })).toMatchObject({
      status: 200,
      body: { hours: 1 },
    });
    expect(await api(world, 'GET', '/api/reservations/change-notice')).toMatchObject({ body: { hours: 1 } });
    expect(await moveMine(world, reservationId, customer, target)).toMatchObject({ status: 200 });
    await api(world, 'PUT', '/api/reservations/change-notice', world.consultant, { hours: 24 });
  });

  it('cancels a free booking with nothing to give back', async () => {
    const freeType = await insertReservationType(world.server.db, { title: 'جلسه آشنایی', price: 0 });
    await insertSlots(world.server.db, freeType, [{ date: '2026-12-20', time: '10:00' }]);
    const customer = await newCustomer(world);
    const booked = await api(
      world,
      'POST',
      '/api/reservations/book',
      customer,
      { reservationTypeId: freeType, date: '2026-12-20', timeSlot: '10:00' },
      customer.address,
    );
    const reservationId = (booked.body.reservation as { _id: string })._id;
    const authority = await goToBank(world, reservationId, customer);
    expect((await verify(world, new URLSearchParams(authority.split('?')[1]).get('Authority')!, reservationId, customer)).status).toBe(200);

    expect(await cancelMine(world, reservationId, customer)).toMatchObject({
      status: 200,
      body: { money: 'nothing-paid', message: 'رزرو شما لغو شد و زمان آن آزاد است' },
    });
    expect((await reservationRow(world, reservationId)).status).toBe('cancelled');
  });
});
