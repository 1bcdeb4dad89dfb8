jest.setTimeout(20000);

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleAdminType, sampleBooking, sampleUser } from '../fakes/sample-data';
import { FakeBookingsRepository } from '../fakes/fake-bookings-repository';
import { FakeScheduleRepository } from '../fakes/fake-schedule-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

async function renderBookings(bookings: FakeBookingsRepository) {
  const schedule = new FakeScheduleRepository([
    sampleAdminType({ _id: 't-1', title: 'مشاوره مالی تخصصی' }),
    sampleAdminType({ _id: 't-2', title: 'مشاوره مالیاتی' }),
  ]);
  const view = renderApp('/dashboard?tab=bookings', { state: admin, services: { bookings, schedule } });
  await screen.findByRole('heading', { level: 2, name: 'همه رزروها' }, { timeout: 10000 });
  return view;
}

// The test clock stands at 2026-11-22 (۱۴۰۵/۰۹/۰۱) in Tehran.
describe("the all-bookings tab's range and search", () => {
  it('opens on the coming 30 days, says so, and the CSV link carries that range', async () => {
    const bookings = new FakeBookingsRepository([
      sampleBooking({ _id: 'past', date: '2026-11-10' }),
      sampleBooking({ _id: 'soon', date: '2026-11-23' }),
      sampleBooking({ _id: 'far', date: '2027-02-01' }),
    ]);
    await renderBookings(bookings);
    await screen.findByTestId('booking-soon');
    expect(screen.queryByTestId('booking-past')).toBeNull();
    expect(screen.queryByTestId('booking-far')).toBeNull();
    expect(screen.getByTestId('bookings-range')).toHaveTextContent('رزروهای ۱۴۰۵/۰۹/۰۱ تا ۱۴۰۵/۱۰/۰۱');
    expect(bookings.listCalls[0]).toEqual({ from: '2026-11-22', to: '2026-12-22' });
    expect(screen.getByLabelText('از تاریخ')).toHaveValue('۱۴۰۵/۰۹/۰۱');
    expect(screen.getByRole('link', { name: 'دریافت فایل CSV' })).toHaveAttribute(
      'href',
      'http://api.test/api/reservations/export.csv?from=2026-11-22&to=2026-12-22',
    );
    await userEvent.clear(screen.getByLabelText('از تاریخ'));
    await userEvent.clear(screen.getByLabelText('تا تاریخ'));
    await userEvent.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    expect(await screen.findByTestId('booking-past')).toBeInTheDocument();
    expect(screen.getByTestId('bookings-range')).toHaveTextContent('رزروهای همه تاریخ‌ها');
  });

  it('searches by customer, a mobile typed in Persian digits as the stored one', async () => {
    const bookings = new FakeBookingsRepository([
      sampleBooking({ _id: 'sara', date: '2026-11-23' }),
      sampleBooking({
        _id: 'ali',
        date: '2026-11-24',
        customerName: 'علی رضایی',
        customerEmail: 'ali@example.com',
        customerMobile: '09351112233',
      }),
    ]);
    await renderBookings(bookings);
    await screen.findByTestId('booking-ali');
    await userEvent.type(screen.getByLabelText('جستجوی مشتری'), '۰۹۳۵ ۱۱۱');
    await userEvent.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    await waitFor(() => expect(screen.queryByTestId('booking-sara')).toBeNull());
    expect(screen.getByTestId('booking-ali')).toBeInTheDocument();
    expect(bookings.listCalls.at(-1)).toEqual({ from: '2026-11-22', to: '2026-12-22', search: '0935111' });
    expect(screen.getByTestId('bookings-range')).toHaveTextContent('برای «0935111»');
    await userEvent.clear(screen.getByLabelText('جستجوی مشتری'));
    await userEvent.type(screen.getByLabelText('جستجوی مشتری'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    expect(await screen.findByText('برای جستجو دست‌کم ۲ حرف یا رقم بنویسید')).toBeInTheDocument();
  });
});
