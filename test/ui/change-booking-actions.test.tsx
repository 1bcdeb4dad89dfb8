import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from './support/render-app';
import { sampleReservationType, sampleUser } from '../fakes/sample-data';
import { FakeMyReservationsRepository, sampleMyReservation } from '../fakes/fake-my-reservations-repository';
import { FakeBookingChangesRepository } from '../fakes/fake-booking-changes-repository';
import { FakeReservationTypeRepository } from '../fakes/fake-reservation-type-repository';

const signedIn = { user: { currentUser: sampleUser(), loading: false, error: null } };

// the fake clock reads 2026-11-22 08:30Z; the session is on 2026-11-25 at 10:00 in Tehran (06:30Z)
const confirmed = () => sampleMyReservation({ _id: 'r-1', reservationTypeId: 't-1', date: '2026-11-25', timeSlot: '10:00' });

describe('cancelling and moving a booking from «رزروهای من»', () => {
  it('offers both until the notice, saying until when', async () => {
    renderApp('/dashboard?tab=reservations', {
      state: signedIn,
      services: { myReservations: new FakeMyReservationsRepository([confirmed()]) },
    });
    const item = await screen.findByTestId('my-reservation');
    expect(
      await within(item).findByText('تا ۳ آذر ۱۴۰۵، ساعت ۱۰:۰۰ می‌توانید این رزرو را لغو کنید یا به زمان آزاد دیگری ببرید.'),
    ).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'تغییر زمان' })).toBeEnabled();
    expect(within(item).getByRole('button', { name: 'لغو رزرو' })).toBeEnabled();
  });

  it('does not offer them once the notice has begun, and says why', async () => {
    const bookingChanges = new FakeBookingChangesRepository();
    bookingChanges.noticeHours = 96;
    renderApp('/dashboard?tab=reservations', {
      state: signedIn,
      services: { myReservations: new FakeMyReservationsRepository([confirmed()]), bookingChanges },
    });
    const item = await screen.findByTestId('my-reservation');
    expect(
      await within(item).findByText('لغو یا جابه‌جایی رزرو فقط تا ۹۶ ساعت پیش از جلسه ممکن است؛ برای تغییر با مشاور تماس بگیرید'),
    ).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'تغییر زمان' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'لغو رزرو' })).toBeNull();
  });

  it('cancels after asking, shows what became of the money and reads the list again', async () => {
    const bookingChanges = new FakeBookingChangesRepository();
    bookingChanges.money = 'refund-owed';
    const myReservations = new FakeMyReservationsRepository([confirmed()]);
    renderApp('/dashboard?tab=reservations', { state: signedIn, services: { myReservations, bookingChanges } });
    const item = await screen.findByTestId('my-reservation');
    fireEvent.click(await within(item).findByRole('button', { name: 'لغو رزرو' }));
    const dialog = await screen.findByRole('dialog', { name: /آیا از لغو این رزرو اطمینان دارید/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'لغو رزرو' }));
    const done = await screen.findByRole('dialog', { name: 'لغو شد (refund-owed)' });
    expect(bookingChanges.cancelled).toEqual(['r-1']);
    myReservations.reservations = [{ ...confirmed(), status: 'cancelled' }];
    fireEvent.click(within(done).getByRole('button', { name: 'باشه' }));
    // the list is read again in place (no page load) and shows the booking cancelled
    await waitFor(() => expect(myReservations.calls).toBe(2));
    expect(await within(await screen.findByTestId('my-reservation')).findByText('لغو شده')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves to a free time of the same type chosen on the calendar; a refusal keeps the dialog open to choose again', async () => {
    const bookingChanges = new FakeBookingChangesRepository();
    const reservationTypes = new FakeReservationTypeRepository([
      sampleReservationType({
        _id: 't-1',
        availableDates: [
          {
            date: '2026-11-27',
            timeSlots: [
              { _id: 's1', time: '11:00' },
              { _id: 's2', time: '12:00' },
            ],
          },
        ],
      }),
    ]);
    renderApp('/dashboard?tab=reservations', {
      state: signedIn,
      services: { myReservations: new FakeMyReservationsRepository([confirmed()]), bookingChanges, reservationTypes },
    });
    const item = await screen.findByTestId('my-reservation');
    fireEvent.click(await within(item).findByRole('button', { name: 'تغییر زمان' }));
    const dialog = await screen.findByRole('dialog', { name: 'انتخاب زمان تازه' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'جمعه ۶ آذر' }));
    const times = await within(dialog).findByRole('list', { name: /زمان‌های آزاد این روز/ });
    fireEvent.click(within(times).getByRole('button', { name: /۱۲:۰۰/ }));
    bookingChanges.refusal = 'این زمان قبلاً رزرو شده است؛ لطفاً زمان دیگری را انتخاب کنید';
    fireEvent.click(within(dialog).getByRole('button', { name: 'انتقال به این زمان' }));
    expect(await within(dialog).findByText(bookingChanges.refusal)).toBeInTheDocument();

    bookingChanges.refusal = null;
    fireEvent.click(within(dialog).getByRole('button', { name: 'انتقال به این زمان' }));
    await screen.findByRole('dialog', { name: 'منتقل شد به 2026-11-27 12:00' });
    await waitFor(() => expect(bookingChanges.moved).toEqual([{ reservationId: 'r-1', date: '2026-11-27', timeSlot: '12:00' }]));
  });

  it('reads a later month of free times when the picker shows it, and says so when it cannot', async () => {
    const reservationTypes = new FakeReservationTypeRepository([
      sampleReservationType({
        _id: 't-1',
        availableDates: ['2026-11-27', '2026-12-25'].map((date) => ({ date, timeSlots: [{ _id: date, time: '11:00' }] })),
      }),
    ]);
    reservationTypes.rangeFailure = new Error('خطا در ارتباط با سرور');
    renderApp('/dashboard?tab=reservations', {
      state: signedIn,
      services: { myReservations: new FakeMyReservationsRepository([confirmed()]), reservationTypes },
    });
    fireEvent.click(await within(await screen.findByTestId('my-reservation')).findByRole('button', { name: 'تغییر زمان' }));
    const dialog = await screen.findByRole('dialog', { name: 'انتخاب زمان تازه' });
    await within(dialog).findByRole('button', { name: 'جمعه ۶ آذر' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ماه بعد' }));
    expect(await within(dialog).findByText('خطا در ارتباط با سرور')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'جمعه ۶ آذر' })).toBeInTheDocument();
    reservationTypes.rangeFailure = null;
    fireEvent.click(within(dialog).getByRole('button', { name: 'ماه بعد' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'جمعه ۴ دی' }));
    expect(await within(dialog).findByRole('list', { name: /زمان‌های آزاد این روز/ })).toBeInTheDocument();
    expect(reservationTypes.ranges.at(-1)).toEqual({ from: '2026-12-22', to: '2027-01-20' });
  });

  it('offers nothing for a booking that is not confirmed', async () => {
    renderApp('/dashboard?tab=reservations', {
      state: signedIn,
      services: {
        myReservations: new FakeMyReservationsRepository([sampleMyReservation({ status: 'cancelled', payment: null, paymentRefId: null })]),
      },
    });
    const item = await screen.findByTestId('my-reservation');
    expect(within(item).queryByRole('button', { name: 'لغو رزرو' })).toBeNull();
  });
});
