import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayName, openBooking, slot, type } from './booking-harness';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';

// Pages load lazily; on a busy machine the first chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });

// The fake clock stands at 12:00 in Tehran on 2026-11-22 (یکشنبه ۱ آذر).
const withNotice = (bookingNoticeMinutes: number, times: string[]) => ({
  ...type,
  durationMinutes: 45,
  bookingNoticeMinutes,
  availableDates: [{ date: '2026-11-22', timeSlots: times.map((time, i) => ({ _id: `n-${i}`, time })) }],
});

describe("the booking screen and the consultant's minimum notice", () => {
  it("greys out the slots that start sooner than the notice and offers the later ones, with the session's length", async () => {
    openBooking({
      services: { reservationTypes: new FakeReservationTypeRepository([withNotice(240, ['13:00', '15:30', '16:00', '17:00'])]) },
    });
    expect(await screen.findByTestId('session-length')).toHaveTextContent('مدت جلسه: ۴۵ دقیقه');
    await userEvent.click(await screen.findByRole('link', { name: dayName('یکشنبه ۱ آذر') }));
    expect(await screen.findByRole('button', { name: '۱۶:۰۰' })).toBeEnabled();
    expect(slot('۱۳:۰۰')).toBeDisabled();
    expect(slot('۱۵:۳۰')).toBeDisabled();
    expect(slot('۱۷:۰۰')).toBeEnabled();
  });

  it('closes a day whose slots all fall inside the notice', async () => {
    openBooking({ services: { reservationTypes: new FakeReservationTypeRepository([withNotice(300, ['13:00', '16:00'])]) } });
    const grid = await screen.findByRole('group', { name: 'روزهای آذر ۱۴۰۵' });
    const today = within(grid).getByRole('link', { name: dayName('یکشنبه ۱ آذر') });
    expect(today).toHaveAttribute('aria-disabled', 'true');
    expect(today).not.toHaveAttribute('href');
  });
});
