import { ListBookings } from '../../../src/core/use-cases/schedule/list-bookings';
import { CancelBooking } from '../../../src/core/use-cases/schedule/cancel-booking';
import { FakeBookingsRepository } from '../../fakes/fake-bookings-repository';
import { sampleBooking } from '../../fakes/sample-data';

describe('all bookings', () => {
  it('lists with the filters and refuses bad ones before calling the server', async () => {
    const bookings = new FakeBookingsRepository([
      sampleBooking({ _id: 'a', status: 'confirmed' }),
      sampleBooking({ _id: 'b', status: 'cancelled' }),
    ]);
    const list = new ListBookings(bookings);
    expect(await list.execute({ status: 'cancelled' })).toMatchObject({ ok: true, value: [{ _id: 'b' }] });
    expect(await list.execute({ from: '2026-12-01', to: '2026-11-01' })).toEqual({
      ok: false,
      message: 'تاریخ پایان نباید پیش از تاریخ شروع باشد',
    });
    expect(bookings.listCalls).toEqual([{ status: 'cancelled' }]);
  });

  it('cancels a confirmed booking with the trimmed reason', async () => {
    const bookings = new FakeBookingsRepository([sampleBooking({ _id: 'a', price: 0, refId: null })]);
    const result = await new CancelBooking(bookings).execute({ booking: { _id: 'a', status: 'confirmed' }, reason: '  بیماری مشاور ' });
    expect(result).toEqual({ ok: true, value: 'رزرو لغو شد و زمان آن دوباره آزاد است', message: 'رزرو لغو شد و زمان آن دوباره آزاد است' });
    expect(bookings.cancelCalls).toEqual([{ id: 'a', reason: 'بیماری مشاور' }]);
  });

  it('refuses a blank or overlong reason and a booking that is not active, without calling the server', async () => {
    const bookings = new FakeBookingsRepository([sampleBooking({ _id: 'a' })]);
    const cancel = new CancelBooking(bookings);
    expect(await cancel.execute({ booking: { _id: 'a', status: 'confirmed' }, reason: '  ' })).toEqual({
      ok: false,
      message: 'دلیل لغو را بنویسید',
    });
    expect(await cancel.execute({ booking: { _id: 'a', status: 'confirmed' }, reason: 'ا'.repeat(501) })).toEqual({
      ok: false,
      message: 'دلیل لغو حداکثر ۵۰۰ کاراکتر است',
    });
    expect(await cancel.execute({ booking: { _id: 'a', status: 'expired' }, reason: 'دلیل' })).toEqual({
      ok: false,
      message: 'فقط رزرو قطعی یا در انتظار پرداخت را می‌توان لغو کرد',
    });
    expect(bookings.cancelCalls).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    const bookings = new FakeBookingsRepository();
    bookings.failWith = 'فقط رزرو قطعی یا در انتظار پرداخت را می‌توان لغو کرد';
    expect(await new CancelBooking(bookings).execute({ booking: { _id: 'a', status: 'confirmed' }, reason: 'دلیل' })).toEqual({
      ok: false,
      message: bookings.failWith,
    });
  });
});
