import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { bookRequest, insertType } from './booking-support';

// the server's clock reads 12:00 in Tehran on 2026-11-22
const TODAY = '2026-11-22';
const TOO_SOON_3_HOURS = 'این زمان را فقط تا ۳ ساعت پیش از شروع جلسه می‌توان رزرو کرد؛ زمان دیرتری را انتخاب کنید';

/** The consultant's minimum notice: three hours unless set, kept by the server on every booking, read by customers with the types. */
describe('the minimum notice before a session can be booked', () => {
  let server: TestServer;
  let consultant: SignedInUser;
  beforeAll(async () => {
    server = await startTestServer();
    consultant = await signInDirectly(server.db, { isAdmin: true });
  });
  afterAll(async () => server.close());

  const setNotice = (user: SignedInUser, minutes: unknown) =>
    fetch(`${server.url}/api/reservations/booking-notice`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      body: JSON.stringify({ minutes }),
    });

  it('refuses a slot inside the three hours, books one after them, and tells customers the notice with the type', async () => {
    const typeId = await insertType(server.db, {
      slots: [
        [TODAY, '14:30'],
        [TODAY, '15:00'],
      ],
    });
    const customer = await signInDirectly(server.db);
    const tooSoon = await bookRequest(server.url, customer.cookie, { reservationTypeId: typeId, date: TODAY, timeSlot: '14:30' });
    expect(tooSoon.status).toBe(400);
    expect((await tooSoon.json()).message).toBe(TOO_SOON_3_HOURS);
    expect(await server.db.selectFrom('reservations').select('id').execute()).toEqual([]);
    expect((await bookRequest(server.url, customer.cookie, { reservationTypeId: typeId, date: TODAY, timeSlot: '15:00' })).status).toBe(
      201,
    );
    expect(await (await fetch(`${server.url}/api/reservationtypes/${typeId}`)).json()).toMatchObject({
      bookingNoticeMinutes: 180,
      durationMinutes: 60,
      bufferMinutes: 0,
    });
  });

  it('is set by the consultant alone, in whole minutes with a Persian refusal, and the next booking follows it', async () => {
    expect(await (await fetch(`${server.url}/api/reservations/booking-notice`)).json()).toMatchObject({ minutes: 180 });
    const customer = await signInDirectly(server.db);
    expect((await setNotice(customer, 30)).status).toBe(403);
    const wrong = await setNotice(consultant, 'سه ساعت');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe('حداقل فاصله رزرو تا جلسه را به دقیقه، عددی از ۰ تا ۴۳۲۰۰ وارد کنید');
    expect(await (await fetch(`${server.url}/api/reservations/booking-notice`)).json()).toMatchObject({ minutes: 180 });

    expect(await (await setNotice(consultant, 30)).json()).toMatchObject({
      success: true,
      minutes: 30,
      message: 'حداقل فاصله رزرو تا جلسه ذخیره شد',
    });
    const typeId = await insertType(server.db, {
      slots: [
        [TODAY, '12:20'],
        [TODAY, '12:45'],
      ],
    });
    const early = await bookRequest(server.url, customer.cookie, { reservationTypeId: typeId, date: TODAY, timeSlot: '12:20' });
    expect((await early.json()).message).toBe('این زمان را فقط تا ۳۰ دقیقه پیش از شروع جلسه می‌توان رزرو کرد؛ زمان دیرتری را انتخاب کنید');
    expect((await bookRequest(server.url, customer.cookie, { reservationTypeId: typeId, date: TODAY, timeSlot: '12:45' })).status).toBe(
      201,
    );
  });
});
