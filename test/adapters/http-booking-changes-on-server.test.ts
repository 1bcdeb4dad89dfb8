import axios from 'axios';
import type { ApiClient } from '../../src/adapters/http/api-client';
import { HttpBookingChangesRepository } from '../../src/adapters/http/http-booking-changes-repository';
import { insertReservation, insertReservationType, insertSlots } from '../server/support/insert-reservation';
import { signInDirectly } from '../server/support/sign-in-directly';
import { startTestServer, type TestServer } from '../server/support/test-server';

jest.setTimeout(60000);

/** The customer's cancel and move, and the notice, through the client's adapter against the real routes (a free booking: no bank). */
describe('the booking changes’ HTTP adapter on the real server', () => {
  let server: TestServer;
  let typeId: string;
  const as = (cookie: string) =>
    new HttpBookingChangesRepository(axios.create({ baseURL: server.url, headers: { cookie, origin: server.url } }) as ApiClient);

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
    typeId = await insertReservationType(server.db, { title: 'جلسه آشنایی', price: 0 });
    await insertSlots(server.db, typeId, [
      { date: '2026-12-01', time: '09:00' },
      { date: '2026-12-01', time: '10:00' },
      { date: '2026-12-02', time: '09:00' },
    ]);
  });
  afterAll(async () => server.close());

  it('moves the customer’s booking and answers the server’s confirmation', async () => {
    const customer = await signInDirectly(server.db);
    const id = await insertReservation(server.db, { userId: customer.id, typeId, date: '2026-12-01', time: '09:00', status: 'confirmed' });
    expect(await as(customer.cookie).moveMine(id, { date: '2026-12-01', timeSlot: '10:00' })).toBe(
      'رزرو شما به جلسه آشنایی، سه‌شنبه ۱۰ آذر ۱۴۰۵ ساعت ۱۰:۰۰ منتقل شد',
    );
    await expect(as(customer.cookie).moveMine(id, { date: '2026-12-01', timeSlot: '10:00' })).rejects.toThrow(
      'رزرو شما همین حالا در این زمان است؛ زمان دیگری را انتخاب کنید',
    );
  });

  it('cancels it and answers that nothing was paid', async () => {
    const customer = await signInDirectly(server.db);
    const id = await insertReservation(server.db, { userId: customer.id, typeId, date: '2026-12-02', time: '09:00', status: 'confirmed' });
    await expect(as((await signInDirectly(server.db)).cookie).cancelMine(id)).rejects.toThrow('رزرو پیدا نشد');
    expect(await as(customer.cookie).cancelMine(id)).toEqual({ message: 'رزرو شما لغو شد و زمان آن آزاد است', money: 'nothing-paid' });
  });

  it('reads the notice, and sets it only for the consultant', async () => {
    const consultant = await signInDirectly(server.db, { isAdmin: true });
    const customer = await signInDirectly(server.db);
    expect(await as(customer.cookie).changeNoticeHours()).toBe(24);
    await expect(as(customer.cookie).setChangeNoticeHours(2)).rejects.toThrow('اجازه انجام این کار را ندارید');
    expect(await as(consultant.cookie).setChangeNoticeHours(48)).toBe('مهلت لغو و جابه‌جایی ذخیره شد');
    expect(await as(customer.cookie).changeNoticeHours()).toBe(48);
  });
});
