import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { themes } from '../../../src/ui/theme/themes';
import { JalaliCalendar } from '../../../src/ui/components/jalali-calendar/jalali-calendar';
import { daysOfMonth } from '../../../src/core/domain/booking-calendar';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { type, openBooking, day, month, slot, payButton, chooseMondayAtTen } from './booking-harness';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';
import { sampleReservationType, sampleUser } from '../../fakes/sample-data';
import { CHOOSE_DATE_AND_TIME_TEXT } from '../../../src/ui/features/booking/booking-screen';
import { COMPLETE_PROFILE_FIRST, INCOMPLETE_PROFILE_TEXT } from '../../../src/ui/features/booking/booking-summary-card';

// Pages load lazily; on a busy machine the first chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });

describe("the booking screen's addresses, marks and card", () => {
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
    expect(
      within(grid)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('data-today')),
    ).toHaveLength(1);
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

  it('says beside the pay button that paying accepts the terms and the refund policy, linking both', async () => {
    openBooking();
    await chooseMondayAtTen();
    const bar = screen.getByRole('group', { name: 'رزرو شما' });
    expect(bar).toHaveTextContent('با پرداخت، قوانین سایت و شرایط لغو و بازگشت وجه را می‌پذیرید');
    expect(within(bar).getByRole('link', { name: 'قوانین سایت' })).toHaveAttribute('href', '/terms');
    expect(within(bar).getByRole('link', { name: 'شرایط لغو و بازگشت وجه' })).toHaveAttribute('href', '/refund-policy');
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

  it('asks a customer without a mobile number for it, with the shared message for a missing or wrong one', async () => {
    const user = sampleUser({ mobile: '', isProfileComplete: false });
    const { services } = openBooking({ user });
    services.accounts.lastUser = user;
    await chooseMondayAtTen();
    expect(payButton()).toBeDisabled();
    const form = screen.getByRole('region', { name: 'اطلاعات شخصی' });
    const mobile = within(form).getByLabelText('شماره موبایل');
    expect(mobile).toHaveAttribute('type', 'tel');
    await userEvent.click(within(form).getByRole('button', { name: 'ذخیره اطلاعات' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('شماره موبایل را وارد کنید');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(mobile, '۰۲۱ ۸۸۷۷ ۶۶۵۵');
    await userEvent.click(within(form).getByRole('button', { name: 'ذخیره اطلاعات' }));
    expect(await within(form).findByText('شماره موبایل معتبر نیست؛ آن را مانند ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید')).toBeInTheDocument();
    expect(services.accounts.updateCalls).toEqual([]);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '۰۹۳۵ ۱۱۱ ۲۲۳۳');
    await userEvent.click(within(form).getByRole('button', { name: 'ذخیره اطلاعات' }));
    await waitFor(() => expect(screen.queryByText(INCOMPLETE_PROFILE_TEXT)).toBeNull());
    expect(services.accounts.updateCalls).toEqual([{ userId: user._id, changes: { mobile: '09351112233' } }]);
    expect(screen.getByRole('region', { name: 'اطلاعات شخصی' })).toHaveTextContent('۰۹۳۵۱۱۱۲۲۳۳');
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
