import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { themes } from '../../src/ui/theme/themes';
import { JalaliCalendar } from '../../src/ui/components/jalali-calendar/jalali-calendar';
import { daysOfMonth } from '../../src/core/domain/booking-calendar';
import userEvent from '@testing-library/user-event';
import { renderApp, type TestServices } from './support/render-app';
import { FakeReservationTypeRepository } from '../fakes/fake-reservation-type-repository';
import { sampleReservationType, sampleUser } from '../fakes/sample-data';
import { NETWORK_FAILURE_TEXT, RequestFailure } from '../../src/core/domain/request-failure';
import type { User } from '../../src/core/domain/user';
import { InMemoryPendingBookingStore } from '../fakes/in-memory-pending-booking-store';
import { FakeHoldRepository, sampleHold } from '../fakes/fake-hold-repository';
import { HeldElsewhere } from '../../src/core/domain/customer-hold';
import { CHOOSE_DATE_AND_TIME_TEXT } from '../../src/ui/features/booking/booking-screen';
import { COMPLETE_PROFILE_FIRST, INCOMPLETE_PROFILE_TEXT } from '../../src/ui/features/booking/booking-summary-card';

// Pages load lazily; on a busy machine the first chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });

// The fake clock stands at 1405/09/01 (2026-11-22), 12:00 in Tehran.
const type = sampleReservationType({
  _id: 't-1',
  title: 'مشاوره مالی تخصصی',
  description: 'جلسه یک‌ساعته',
  price: 1500000,
  includedServices: ['جلسه ۶۰ دقیقه‌ای', 'گزارش کتبی'],
  availableDates: [
    { date: '2026-11-22', timeSlots: [{ _id: 'a', time: '11:00' }, { _id: 'b', time: '12:00' }] },
    { date: '2026-11-23', timeSlots: [{ _id: 'c', time: '10:00' }, { _id: 'd', time: '11:00' }, { _id: 'e', time: '12:00' }, { _id: 'f', time: '16:00' }] },
    { date: '2026-12-25', timeSlots: [{ _id: 'g', time: '10:00' }] },
  ],
});

function openBooking(options: { user?: User | null; services?: Partial<TestServices>; state?: unknown } = {}) {
  const user = options.user ?? null;
  return renderApp(
    { pathname: '/reservation/t-1', state: options.state ?? null },
    {
      state: { user: { currentUser: user, loading: false, error: null } },
      services: { reservationTypes: new FakeReservationTypeRepository([type]), ...options.services },
    },
  );
}

/** A calendar day by its weekday, number and month; its label may go on (', امروز', why it is closed). */
const dayName = (name: string) => new RegExp(`^${name}(،|$)`);
const day = (name: string) => screen.getByRole('link', { name: dayName(name) });
const month = (name: string) => screen.getByRole('link', { name });
const slot = (name: RegExp | string) => screen.getByRole('button', { name });
const payButton = () => screen.getByRole('button', { name: 'پرداخت و رزرو' });

async function chooseMondayAtTen() {
  await userEvent.click(await screen.findByRole('link', { name: dayName('دوشنبه ۲ آذر') }));
  await userEvent.click(await screen.findByRole('button', { name: '۱۰:۰۰' }));
}

describe('the booking screen', () => {
  it('titles the page with the type and shows the months, the info banner and the type\'s card', async () => {
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
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['جلسه ۶۰ دقیقه‌ای', 'گزارش کتبی']);
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

  it('shows the chosen day\'s slots: booked in red, a hold with its countdown, free ones open', async () => {
    const { services } = openBooking();
    services.reservations.byDateAnswers.set('2026-11-23', [
      { timeSlot: '11:00', status: 'confirmed', createdAt: '2026-11-20T08:00:00.000Z' },
      { timeSlot: '12:00', status: 'pending', createdAt: '2026-11-22T08:29:00.000Z' },
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

  it('disables today\'s slots at or before the current minute', async () => {
    const today = sampleReservationType({
      _id: 't-1',
      availableDates: [{ date: '2026-11-22', timeSlots: [{ _id: 'a', time: '12:00' }, { _id: 'b', time: '12:30' }] }],
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
    expect(services.pendingBookings.pending).toMatchObject({ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00', monthIndex: 0 });
    expect(services.navigation.visited.at(-1)).toEqual({ to: '/login', options: { state: { from: '/reservation/t-1' } } });
    expect(await screen.findByRole('heading', { name: 'ورود - ثبت نام' })).toBeInTheDocument();
    expect(services.reservations.bookCalls).toEqual([]);
  });

  it('restores a choice saved less than five minutes ago', async () => {
    const { services } = openBooking({
      services: {
        pendingBookings: Object.assign(new InMemoryPendingBookingStore(), {
          pending: { reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '16:00', monthIndex: 0, timestamp: Date.parse('2026-11-22T08:27:00Z') },
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

  it('shows the server\'s message when booking fails and clears the slot', async () => {
    const { services } = openBooking({ user: sampleUser() });
    services.reservations.bookAnswer = new RequestFailure('این زمان قبلاً رزرو شده است', false);
    await chooseMondayAtTen();
    await userEvent.click(payButton());
    expect(await screen.findByText('این زمان قبلاً رزرو شده است')).toBeInTheDocument();
    await waitFor(() => expect(slot('۱۰:۰۰')).toHaveAttribute('aria-pressed', 'false'));
    expect(payButton()).toBeDisabled();
  });

  it('removes the overlay and says \'خطا در ارتباط با سرور\' when the payment cannot start', async () => {
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

describe('the customer\'s own unpaid hold on the booking screen', () => {
  // held at 08:28 for Monday 2 Azar at 11:00; the fake clock stands at 08:30, four minutes left
  const hold = sampleHold({ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '11:00', createdAt: '2026-11-22T08:28:00.000Z' });
  const heldBy = (holds: FakeHoldRepository) => {
    const view = openBooking({ user: sampleUser(), services: { holds } });
    view.services.reservations.byDateAnswers.set('2026-11-23', [{ timeSlot: '11:00', status: 'pending', createdAt: hold.createdAt }]);
    return view;
  };
  const panel = () => screen.findByRole('region', { name: 'رزرو در انتظار پرداخت شما' });

  it('shows its slot as the customer\'s own with the countdown, not as someone else\'s hold', async () => {
    heldBy(new FakeHoldRepository(hold));
    expect(await panel()).toHaveTextContent('مشاوره مالی تخصصی، دوشنبه ۲ آذر ۱۴۰۵ ساعت ۱۱:۰۰');
    expect(await panel()).toHaveTextContent('مهلت پرداخت: ۴:۰۰');
    await userEvent.click(day('دوشنبه ۲ آذر'));
    expect(await screen.findByRole('button', { name: '۱۱:۰۰ زمان شما (۴:۰۰)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /در حال رزرو/ })).toBeNull();
  });

  it('is not loaded for a visitor, whose screen shows the held slot as anyone\'s', async () => {
    const holds = new FakeHoldRepository(hold);
    const { services } = openBooking({ services: { holds } });
    services.reservations.byDateAnswers.set('2026-11-23', [{ timeSlot: '11:00', status: 'pending', createdAt: hold.createdAt }]);
    await userEvent.click(await screen.findByRole('link', { name: dayName('دوشنبه ۲ آذر') }));
    expect(await screen.findByRole('button', { name: '۱۱:۰۰ در حال رزرو (۴:۰۰)' })).toBeDisabled();
    expect(holds.myHoldCalls).toBe(0);
    expect(screen.queryByRole('region', { name: 'رزرو در انتظار پرداخت شما' })).toBeNull();
  });

  it('is paid for again from the panel, behind the "to the bank" overlay', async () => {
    const { services } = heldBy(new FakeHoldRepository(hold));
    services.payments.answer = { paymentUrl: 'https://bank.test/StartPay/A8' };
    await userEvent.click(within(await panel()).getByRole('button', { name: 'پرداخت' }));
    expect(await screen.findByText('در حال انتقال به بانک')).toBeInTheDocument();
    expect(services.payments.calls).toEqual(['r-held']);
    expect(services.pendingBookings.lastReservationId).toBe('r-held');
    await waitFor(() => expect(services.navigation.left).toEqual(['https://bank.test/StartPay/A8']));
  });

  it('is released after confirmation, which frees its slot at once', async () => {
    const holds = new FakeHoldRepository(hold);
    const { services } = heldBy(holds);
    await userEvent.click(await screen.findByRole('link', { name: dayName('دوشنبه ۲ آذر') }));
    await screen.findByRole('button', { name: '۱۱:۰۰ زمان شما (۴:۰۰)' });
    await userEvent.click(within(await panel()).getByRole('button', { name: 'انصراف از رزرو' }));
    const dialog = await screen.findByRole('dialog', { name: /آیا از انصراف از این رزرو اطمینان دارید؟/ });
    services.reservations.byDateAnswers.set('2026-11-23', []);
    await userEvent.click(within(dialog).getByRole('button', { name: 'انصراف از رزرو' }));
    expect(await screen.findByText('رزرو لغو شد و این زمان برای دیگران آزاد است')).toBeInTheDocument();
    expect(holds.released).toEqual(['r-held']);
    await waitFor(() => expect(slot('۱۱:۰۰')).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'رزرو در انتظار پرداخت شما' })).toBeNull();
    expect(services.reservations.byDateCalls).toHaveLength(2);
  });

  it('is offered with pay and release when booking another slot is refused because of it', async () => {
    const { services } = openBooking({ user: sampleUser() });
    const message = 'شما یک رزرو در انتظار پرداخت دارید (مشاوره مالی تخصصی، دوشنبه ۲ آذر ۱۴۰۵ ساعت ۱۱:۰۰)؛ ابتدا آن را پرداخت کنید یا از آن انصراف دهید';
    services.reservations.bookAnswer = new HeldElsewhere(message, hold);
    await chooseMondayAtTen();
    await userEvent.click(payButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    const offered = await panel();
    expect(within(offered).getByRole('button', { name: 'پرداخت' })).toBeEnabled();
    expect(within(offered).getByRole('button', { name: 'انصراف از رزرو' })).toBeEnabled();
  });
});

describe('the booking screen\'s addresses, marks and card', () => {
  it('opens on the day the address names, with its slots', async () => {
    renderApp('/reservation/t-1?date=2026-11-23', { services: { reservationTypes: new FakeReservationTypeRepository([type]) } });
    expect(await screen.findByRole('button', { name: '۱۰:۰۰' })).toBeEnabled();
    expect(day('دوشنبه ۲ آذر')).toHaveAttribute('aria-current', 'date');
  });

  it('opens on the month the address names, with no day chosen', async () => {
    renderApp('/reservation/t-1?month=1405-10', { services: { reservationTypes: new FakeReservationTypeRepository([type]) } });
    expect(await screen.findByRole('group', { name: 'روزهای دی ۱۴۰۵' })).toBeInTheDocument();
    expect(month('دی ۱۴۰۵')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(CHOOSE_DATE_AND_TIME_TEXT)).toBeInTheDocument();
  });

  it('ignores a day in the address that cannot be chosen', async () => {
    renderApp('/reservation/t-1?date=2026-11-24', { services: { reservationTypes: new FakeReservationTypeRepository([type]) } });
    expect(await screen.findByRole('group', { name: 'روزهای آذر ۱۴۰۵' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'زمان‌های این روز' })).toBeNull();
  });

  it('marks today, and tells past days from days with no free time', async () => {
    openBooking();
    const grid = await screen.findByRole('group', { name: 'روزهای آذر ۱۴۰۵' });
    // the clock stands on 1 Azar: today, whose slots have all passed by noon
    expect(day('یکشنبه ۱ آذر')).toHaveAccessibleName('یکشنبه ۱ آذر، امروز، زمان‌ها گذشته');
    expect(day('یکشنبه ۱ آذر')).toHaveAttribute('data-today', 'true');
    expect(day('سه‌شنبه ۳ آذر')).toHaveAccessibleName('سه‌شنبه ۳ آذر، بدون زمان آزاد');
    expect(within(grid).getAllByRole('link').filter((link) => link.hasAttribute('data-today'))).toHaveLength(1);
  });

  it('labels a past day as past, unlike a day with no free time, and leaves it no link', () => {
    // 1404/12/27 at noon in Tehran: earlier days of Esfand are past
    const now = Date.parse('2026-03-18T08:30:00Z');
    const esfand = { year: 1404, month: 12, label: 'اسفند ۱۴۰۴' };
    const dates = [{ date: '2026-03-19', timeSlots: [{ _id: 'x', time: '10:00' }] }];
    render(
      <ThemeProvider theme={themes.light}>
        <JalaliCalendar
          months={[esfand]}
          monthIndex={0}
          days={daysOfMonth(esfand, dates, now)}
          selectedDate={null}
          links={{ day: (date) => `/reservation/t?date=${date}`, month: () => '/reservation/t' }}
          onSelectMonth={() => undefined}
          onPreviousMonth={() => undefined}
          onNextMonth={() => undefined}
          onSelectDate={() => undefined}
        />
      </ThemeProvider>,
    );
    expect(day('یکشنبه ۲۴ اسفند')).toHaveAccessibleName('یکشنبه ۲۴ اسفند، گذشته');
    expect(day('یکشنبه ۲۴ اسفند')).not.toHaveAttribute('href');
    expect(day('چهارشنبه ۲۷ اسفند')).toHaveAccessibleName('چهارشنبه ۲۷ اسفند، امروز، بدون زمان آزاد');
    expect(day('پنجشنبه ۲۸ اسفند')).toHaveAttribute('href', '/reservation/t?date=2026-03-19');
    expect(day('جمعه ۲۹ اسفند')).toHaveAccessibleName('جمعه ۲۹ اسفند، بدون زمان آزاد');
  });

  it('keeps the chosen day and time with the price beside the pay button', async () => {
    openBooking();
    await chooseMondayAtTen();
    const bar = screen.getByRole('group', { name: 'رزرو شما' });
    expect(bar).toHaveTextContent('دوشنبه ۲ آذر، ساعت ۱۰:۰۰');
    expect(bar).toHaveTextContent('۱٬۵۰۰٬۰۰۰ تومان');
    expect(within(bar).getByRole('button', { name: 'پرداخت و رزرو' })).toBeEnabled();
  });

  it('lets a customer with an incomplete profile fill in their names in place, keeping the chosen slot', async () => {
    const user = sampleUser({ firstName: 'سارا', lastName: '', isProfileComplete: false });
    const { services } = openBooking({ user });
    services.accounts.lastUser = user;
    await chooseMondayAtTen();
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: COMPLETE_PROFILE_FIRST })).toHaveAttribute('href', '#personal-info');
    const form = screen.getByRole('region', { name: 'اطلاعات شخصی' });
    expect(form).toHaveTextContent(user.email);
    expect(within(form).getByLabelText('نام')).toHaveValue('سارا');
    await userEvent.click(within(form).getByRole('button', { name: 'ذخیره اطلاعات' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('نام و نام خانوادگی را وارد کنید');
    expect(services.accounts.updateCalls).toEqual([]);
    await userEvent.type(within(form).getByLabelText('نام خانوادگی'), 'رضایی');
    await userEvent.click(within(form).getByRole('button', { name: 'ذخیره اطلاعات' }));
    await waitFor(() => expect(screen.queryByText(INCOMPLETE_PROFILE_TEXT)).toBeNull());
    expect(services.accounts.updateCalls).toEqual([{ userId: user._id, changes: { lastName: 'رضایی' } }]);
    expect(slot('۱۰:۰۰')).toHaveAttribute('aria-pressed', 'true');
    expect(payButton()).toBeEnabled();
  });

  it('reads as a free booking throughout for a free type', async () => {
    const free = sampleReservationType({ ...type, price: 0 });
    const { services } = renderApp('/reservation/t-1', {
      state: { user: { currentUser: sampleUser(), loading: false, error: null } },
      services: { reservationTypes: new FakeReservationTypeRepository([free]) },
    });
    services.reservations.bookAnswer = { message: 'رزرو شما ثبت شد', reservationId: 'r-free' };
    services.payments.answer = { paymentUrl: '/payment/callback?Authority=FREEabc&Status=OK' };
    await chooseMondayAtTen();
    expect(screen.queryByRole('button', { name: 'پرداخت و رزرو' })).toBeNull();
    expect(screen.getByRole('group', { name: 'رزرو شما' })).toHaveTextContent('رایگان');
    await userEvent.click(screen.getByRole('button', { name: 'ثبت رزرو رایگان' }));
    expect(await screen.findByText('در حال ثبت رزرو رایگان')).toBeInTheDocument();
    expect(screen.queryByText('در حال انتقال به بانک')).toBeNull();
  });
});
