import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { type, openBooking, dayName, day, month, slot, payButton, chooseMondayAtTen } from './booking-harness';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';
import { sampleReservationType, sampleUser } from '../../fakes/sample-data';
import { NETWORK_FAILURE_TEXT, RequestFailure } from '../../../src/core/domain/request-failure';
import { InMemoryPendingBookingStore } from '../../fakes/in-memory-pending-booking-store';

// Pages load lazily; on a busy machine the first chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });

describe('the booking screen', () => {
  it("titles the page with the type and shows the months, the info banner and the type's card", async () => {
    openBooking();
    expect(await screen.findByRole('heading', { level: 1, name: 'رزرو مشاوره مالی تخصصی' })).toBeInTheDocument();
    expect(screen.getByText('جهت تکمیل فرآیند رزرو، انتخاب تاریخ و زمان الزامی است.')).toBeInTheDocument();
    expect(month('آذر ۱۴۰۵')).toHaveAttribute('aria-current', 'true');
    expect(month('دی ۱۴۰۵')).not.toHaveAttribute('aria-current');
    expect(month('دی ۱۴۰۵')).toHaveAttribute('href', '/reservation/t-1?month=1405-10');
    expect(month('ماه قبل')).toHaveAttribute('aria-disabled', 'true');
    expect(month('ماه قبل')).not.toHaveAttribute('href');
    expect(month('ماه بعد')).toHaveAttribute('href', '/reservation/t-1?month=1405-10');
    const card = screen.getByRole('complementary', { name: 'اطلاعات رزرو' });
    expect(within(card).getByText('جلسه یک‌ساعته')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['جلسه ۶۰ دقیقه‌ای', 'گزارش کتبی']);
    expect(within(card).getByText('۱٬۵۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('lists every day of the month from the first with Persian digits, disabling today once its slots passed and empty days', async () => {
    openBooking();
    const grid = await screen.findByRole('group', { name: 'روزهای آذر ۱۴۰۵' });
    const days = within(grid).getAllByRole('link');
    expect(days).toHaveLength(30);
    expect(days[0]).toHaveTextContent('۱');
    expect(day('یکشنبه ۱ آذر')).toHaveAttribute('aria-disabled', 'true');
    expect(day('یکشنبه ۱ آذر')).not.toHaveAttribute('href');
    expect(day('دوشنبه ۲ آذر')).toHaveAttribute('href', '/reservation/t-1?date=2026-11-23');
    expect(day('سه‌شنبه ۳ آذر')).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the chosen day's slots: booked in red, a hold with its countdown, free ones open", async () => {
    const { services } = openBooking();
    services.reservations.byDateAnswers.set('2026-11-23', [
      { timeSlot: '11:00', status: 'confirmed', createdAt: '2026-11-20T08:00:00.000Z', busyFrom: 660, busyUntil: 690 },
      { timeSlot: '12:00', status: 'pending', createdAt: '2026-11-22T08:29:00.000Z', busyFrom: 720, busyUntil: 750 },
    ]);
    await userEvent.click(await screen.findByRole('link', { name: dayName('دوشنبه ۲ آذر') }));
    expect(await screen.findByRole('button', { name: '۱۱:۰۰ رزرو شده' })).toBeDisabled();
    expect(slot('۱۲:۰۰ در حال رزرو (۵:۰۰)')).toBeDisabled();
    expect(slot('۱۰:۰۰')).toBeEnabled();
    expect(services.reservations.byDateCalls).toEqual([{ date: '2026-11-23', reservationTypeId: 't-1' }]);
  });

  it('moves the month with next and previous, clearing the chosen date', async () => {
    openBooking();
    await chooseMondayAtTen();
    await userEvent.click(month('ماه بعد'));
    expect(month('دی ۱۴۰۵')).toHaveAttribute('aria-current', 'true');
    expect(month('ماه بعد')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: '۱۰:۰۰' })).toBeNull();
    expect(screen.getByText('جهت تکمیل فرآیند رزرو، انتخاب تاریخ و زمان الزامی است.')).toBeInTheDocument();
  });

  it('moves between open days with the arrow keys, left being forward', async () => {
    const spread = sampleReservationType({
      _id: 't-1',
      availableDates: ['2026-11-23', '2026-11-24', '2026-11-30'].map((date) => ({ date, timeSlots: [{ _id: date, time: '10:00' }] })),
    });
    renderApp('/reservation/t-1', { services: { reservationTypes: new FakeReservationTypeRepository([spread]) } });
    const second = await screen.findByRole('link', { name: dayName('دوشنبه ۲ آذر') });
    expect(second).toHaveAttribute('tabindex', '0');
    second.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(day('سه‌شنبه ۳ آذر')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day('دوشنبه ۹ آذر')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day('سه‌شنبه ۳ آذر')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: '۱۰:۰۰' })).toBeInTheDocument();
    expect(day('سه‌شنبه ۳ آذر')).toHaveAttribute('aria-current', 'date');
  });

  it("disables today's slots at or before the current minute", async () => {
    const today = sampleReservationType({
      _id: 't-1',
      availableDates: [
        {
          date: '2026-11-22',
          timeSlots: [
            { _id: 'a', time: '12:00' },
            { _id: 'b', time: '12:30' },
          ],
        },
      ],
    });
    renderApp('/reservation/t-1', { services: { reservationTypes: new FakeReservationTypeRepository([today]) } });
    await userEvent.click(await screen.findByRole('link', { name: dayName('یکشنبه ۱ آذر') }));
    expect(await screen.findByRole('button', { name: '۱۲:۰۰' })).toBeDisabled();
    expect(slot('۱۲:۳۰')).toBeEnabled();
  });

  it('lets a visitor press pay once date and slot are chosen, saving the choice and sending them to sign in', async () => {
    const { services } = openBooking();
    await chooseMondayAtTen();
    expect(screen.queryByText('جهت تکمیل فرآیند رزرو، انتخاب تاریخ و زمان الزامی است.')).toBeNull();
    expect(slot('۱۰:۰۰')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(payButton());
    expect(services.pendingBookings.pending).toMatchObject({
      reservationTypeId: 't-1',
      date: '2026-11-23',
      timeSlot: '10:00',
      monthIndex: 0,
    });
    expect(services.navigation.visited.at(-1)).toEqual({ to: '/login', options: { state: { from: '/reservation/t-1' } } });
    expect(await screen.findByRole('heading', { name: 'ورود - ثبت نام' })).toBeInTheDocument();
    expect(services.reservations.bookCalls).toEqual([]);
  });

  it('restores a choice saved less than five minutes ago', async () => {
    const { services } = openBooking({
      services: {
        pendingBookings: Object.assign(new InMemoryPendingBookingStore(), {
          pending: {
            reservationTypeId: 't-1',
            date: '2026-11-23',
            timeSlot: '16:00',
            monthIndex: 0,
            timestamp: Date.parse('2026-11-22T08:27:00Z'),
          },
        }),
      },
    });
    expect(await screen.findByRole('button', { name: '۱۶:۰۰', pressed: true })).toBeInTheDocument();
    expect(services.pendingBookings.pending).toBeNull();
  });

  it('preselects a date and slot handed over in navigation state', async () => {
    openBooking({ state: { date: '2026-12-25', timeSlot: '10:00' } });
    expect(await screen.findByRole('button', { name: '۱۰:۰۰', pressed: true })).toBeInTheDocument();
    expect(month('دی ۱۴۰۵')).toHaveAttribute('aria-current', 'true');
  });

  it('asks a user with an incomplete profile to complete it and keeps pay disabled', async () => {
    openBooking({ user: sampleUser({ lastName: '', isProfileComplete: false }) });
    expect(await screen.findByText(/اطلاعات شخصی را تکمیل کنید - وارد کردن تمام اطلاعات ضروری است/)).toBeInTheDocument();
    await chooseMondayAtTen();
    expect(payButton()).toBeDisabled();
  });

  it('books for a signed-in user, says so, keeps the id and leaves for the bank behind the overlay', async () => {
    const { services, container } = openBooking({ user: sampleUser() });
    services.reservations.bookAnswer = { message: 'رزرو شما ثبت شد', reservationId: 'r-9' };
    services.payments.answer = { paymentUrl: 'https://bank.test/StartPay/A9' };
    expect(await screen.findByText('sara@example.com')).toBeInTheDocument();
    await chooseMondayAtTen();
    await userEvent.click(payButton());
    expect(await screen.findByText('در حال انتقال به بانک')).toHaveFocus();
    expect(container).toHaveAttribute('inert');
    expect(await screen.findByText('رزرو شما ثبت شد')).toBeInTheDocument();
    expect(services.reservations.bookCalls).toEqual([{ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00' }]);
    expect(services.pendingBookings.lastReservationId).toBe('r-9');
    expect(services.navigation.left).toEqual(['https://bank.test/StartPay/A9']);
  });

  it("shows the server's message when booking fails and clears the slot", async () => {
    const { services } = openBooking({ user: sampleUser() });
    services.reservations.bookAnswer = new RequestFailure('این زمان قبلاً رزرو شده است', false);
    await chooseMondayAtTen();
    await userEvent.click(payButton());
    expect(await screen.findByText('این زمان قبلاً رزرو شده است')).toBeInTheDocument();
    await waitFor(() => expect(slot('۱۰:۰۰')).toHaveAttribute('aria-pressed', 'false'));
    expect(payButton()).toBeDisabled();
  });

  it("removes the overlay and says 'خطا در ارتباط با سرور' when the payment cannot start", async () => {
    const { services } = openBooking({ user: sampleUser() });
    services.payments.answer = new RequestFailure(NETWORK_FAILURE_TEXT, true);
    await chooseMondayAtTen();
    await userEvent.click(payButton());
    expect(await screen.findByText('خطا در ارتباط با سرور')).toBeInTheDocument();
    expect(screen.queryByText('در حال انتقال به بانک')).toBeNull();
    expect(payButton().closest('[inert]')).toBeNull();
  });

  it('says the type was not found for an unknown id', async () => {
    await act(async () => {
      renderApp('/reservation/nope', { services: { reservationTypes: new FakeReservationTypeRepository([type]) } });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('نوع رزرو پیدا نشد');
  });
});
