jest.setTimeout(20000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBookings } from './support/render-bookings';
import { sampleBooking } from '../fakes/sample-data';
import { FakeBookingsRepository } from '../fakes/fake-bookings-repository';

describe('the all-bookings tab', () => {
  it('shows each booking with customer (and a number to call), type, Jalali date, time, price, status and payment reference', async () => {
    const bookings = new FakeBookingsRepository([
      sampleBooking({ _id: 'a', date: '2026-11-23', time: '10:00', refId: '98765' }),
      sampleBooking({
        _id: 'b',
        status: 'cancelled',
        cancelReason: 'بیماری مشاور',
        refId: null,
        customerName: 'علی رضایی',
        customerEmail: 'ali@example.com',
        customerMobile: null,
      }),
    ]);
    await renderBookings(bookings);
    const row = await screen.findByTestId('booking-a');
    expect(within(row).getByRole('link', { name: '۰۹۱۲۱۲۳۴۵۶۷' })).toHaveAttribute('href', 'tel:09121234567');
    for (const text of [
      'سارا احمدی',
      'sara@example.com',
      'مشاوره مالی تخصصی',
      '۱۴۰۵/۰۹/۰۲',
      'دوشنبه',
      '۱۰:۰۰',
      '۱٬۵۰۰٬۰۰۰ تومان',
      'تأیید شده',
      'پرداخت شده',
      '۹۸۷۶۵',
    ]) {
      expect(row).toHaveTextContent(text);
    }
    expect(within(row).getByRole('button', { name: 'لغو' })).toBeInTheDocument();
    const cancelled = screen.getByTestId('booking-b');
    expect(cancelled).toHaveTextContent('لغو شده');
    expect(cancelled).toHaveTextContent('دلیل لغو: بیماری مشاور');
    expect(within(cancelled).queryByRole('button', { name: 'لغو' })).toBeNull();
    expect(within(cancelled).queryByRole('link', { name: /۰۹/ })).toBeNull();
    expect(screen.getByText('۲ رزرو')).toBeInTheDocument();
  });

  it('filters by Jalali range, type and status, and the CSV link follows the filters', async () => {
    const bookings = new FakeBookingsRepository([
      sampleBooking({ _id: 'a', date: '2026-11-23', reservationTypeId: 't-2' }),
      sampleBooking({ _id: 'b', date: '2026-11-30' }),
    ]);
    await renderBookings(bookings);
    await screen.findByTestId('booking-a');
    await userEvent.clear(screen.getByLabelText('از تاریخ'));
    await userEvent.clear(screen.getByLabelText('تا تاریخ'));
    await userEvent.type(screen.getByLabelText('از تاریخ'), '۱۴۰۵/۰۹/۰۱');
    await userEvent.type(screen.getByLabelText('تا تاریخ'), '۱۴۰۵/۰۹/۳۰');
    await userEvent.selectOptions(screen.getByLabelText('نوع رزرو'), 'مشاوره مالیاتی');
    await userEvent.selectOptions(screen.getByLabelText('وضعیت'), 'تأیید شده');
    await userEvent.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    await waitFor(() => expect(screen.queryByTestId('booking-b')).toBeNull());
    expect(await screen.findByTestId('booking-a')).toBeInTheDocument();
    expect(bookings.listCalls.at(-1)).toEqual({ from: '2026-11-22', to: '2026-12-21', typeId: 't-2', status: 'confirmed' });
    expect(screen.getByRole('link', { name: 'دریافت فایل CSV' })).toHaveAttribute(
      'href',
      'http://api.test/api/reservations/export.csv?from=2026-11-22&to=2026-12-21&typeId=t-2&status=confirmed',
    );
  });

  it('tells a lapsed payment hold from a live one', async () => {
    // the fake clock stands at 2026-11-22T08:30:00Z
    await renderBookings(
      new FakeBookingsRepository([
        sampleBooking({ _id: 'live', status: 'pending', refId: null, createdAt: '2026-11-22T08:27:00.000Z' }),
        sampleBooking({ _id: 'lapsed', status: 'pending', refId: null, createdAt: '2026-11-22T08:20:00.000Z' }),
      ]),
    );
    expect(await screen.findByTestId('booking-lapsed')).toHaveTextContent('مهلت پرداخت گذشته است');
    expect(screen.getByTestId('booking-live')).not.toHaveTextContent('مهلت پرداخت گذشته است');
    expect(screen.getByTestId('booking-live')).toHaveTextContent('در انتظار پرداخت');
  });

  it('offers the statuses in Persian', async () => {
    await renderBookings(new FakeBookingsRepository());
    const options = within(screen.getByLabelText('وضعیت'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['همه وضعیت‌ها', 'تأیید شده', 'در انتظار پرداخت', 'لغو شده', 'منقضی شده', 'آزاد شده']);
    expect(await screen.findByText('رزروی با این فیلترها پیدا نشد')).toBeInTheDocument();
  });

  it('refuses a Jalali date that does not exist', async () => {
    const bookings = new FakeBookingsRepository();
    await renderBookings(bookings);
    await screen.findByText('رزروی با این فیلترها پیدا نشد');
    await userEvent.type(screen.getByLabelText('از تاریخ'), '۱۴۰۵/۱۲/۳۰');
    await userEvent.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    expect(await screen.findByText('تاریخ شروع فیلتر معتبر نیست')).toBeInTheDocument();
    expect(bookings.listCalls).toHaveLength(1);
  });

  it('cancels a booking with a reason in a dialog, and the row then shows it cancelled', async () => {
    const bookings = new FakeBookingsRepository([sampleBooking({ _id: 'a', price: 0, refId: null })]);
    await renderBookings(bookings);
    await userEvent.click(within(await screen.findByTestId('booking-a')).getByRole('button', { name: 'لغو' }));
    const dialog = screen.getByRole('dialog', { name: 'لغو رزرو' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'لغو رزرو' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('دلیل لغو را بنویسید');
    expect(bookings.cancelCalls).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/دلیل لغو/), '  بیماری مشاور ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'لغو رزرو' }));
    expect(await screen.findByText('رزرو لغو شد و زمان آن دوباره آزاد است')).toBeInTheDocument();
    expect(bookings.cancelCalls).toEqual([{ id: 'a', reason: 'بیماری مشاور' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('booking-a')).toHaveTextContent('دلیل لغو: بیماری مشاور'));
  });

  it('warns before cancelling a paid booking, and then marks the row as owing the customer a refund', async () => {
    const bookings = new FakeBookingsRepository([
      sampleBooking({ _id: 'paid', refId: '98765', price: 1500000 }),
      sampleBooking({ _id: 'free', refId: null, price: 0, status: 'cancelled', cancelReason: 'جابه‌جایی' }),
    ]);
    await renderBookings(bookings);
    expect(await screen.findByTestId('booking-free')).not.toHaveTextContent('بازگردانید');
    expect(screen.getByTestId('booking-paid')).not.toHaveTextContent('بازگردانید');
    await userEvent.click(within(screen.getByTestId('booking-paid')).getByRole('button', { name: 'لغو' }));
    const dialog = screen.getByRole('dialog', { name: 'لغو رزرو' });
    expect(dialog).toHaveTextContent(
      'این رزرو پرداخت شده است؛ پس از لغو، ۱٬۵۰۰٬۰۰۰ تومان از طریق بانک به کارت مشتری بازگردانده می‌شود و اگر بانک نپذیرد، در فهرست بازگشت وجه می‌ماند.',
    );
    await userEvent.type(within(dialog).getByLabelText(/دلیل لغو/), 'بیماری مشاور');
    await userEvent.click(within(dialog).getByRole('button', { name: 'لغو رزرو' }));
    await waitFor(() => expect(screen.getByTestId('booking-paid')).toHaveTextContent('پرداخت شده؛ مبلغ را به مشتری بازگردانید'));
  });

  it('reads "refund owed" from the payment, so a cancelled booking the bank already reversed owes nothing', async () => {
    await renderBookings(
      new FakeBookingsRepository([
        sampleBooking({ _id: 'owed', status: 'cancelled', cancelReason: 'بیماری مشاور', paymentStatus: 'refund_required' }),
        sampleBooking({ _id: 'reversed', status: 'cancelled', cancelReason: 'بیماری مشاور', paymentStatus: 'reversed' }),
      ]),
    );
    const owed = await screen.findByTestId('booking-owed');
    expect(owed).toHaveTextContent('بازگشت وجه در جریان');
    expect(owed).toHaveTextContent('پرداخت شده؛ مبلغ را به مشتری بازگردانید');
    expect(within(owed).getByRole('link', { name: 'فهرست بازگشت وجه' })).toHaveAttribute('href', '/dashboard?tab=payments');
    const reversed = screen.getByTestId('booking-reversed');
    expect(reversed).toHaveTextContent('بازگشت داده شد');
    expect(reversed).not.toHaveTextContent('بازگردانید');
  });

  it('asks for a narrower range when the table is full', async () => {
    const many = Array.from({ length: 500 }, (_, index) => sampleBooking({ _id: `b-${index}` }));
    await renderBookings(new FakeBookingsRepository(many));
    expect(
      await screen.findByText('فقط ۵۰۰ رزرو نخست نمایش داده شده است؛ برای دیدن بقیه، بازه تاریخ را کوتاه‌تر کنید.'),
    ).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const bookings = new FakeBookingsRepository([sampleBooking({ _id: 'a' })]);
    await renderBookings(bookings);
    await userEvent.click(within(await screen.findByTestId('booking-a')).getByRole('button', { name: 'لغو' }));
    bookings.failWith = 'فقط رزرو قطعی یا در انتظار پرداخت را می‌توان لغو کرد';
    const dialog = screen.getByRole('dialog', { name: 'لغو رزرو' });
    await userEvent.type(within(dialog).getByLabelText(/دلیل لغو/), 'دلیل');
    await userEvent.click(within(dialog).getByRole('button', { name: 'لغو رزرو' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(bookings.failWith);
  });

  it('shows a load failure', async () => {
    const bookings = new FakeBookingsRepository();
    bookings.failWith = 'خطا در ارتباط با سرور';
    await renderBookings(bookings);
    expect(await screen.findByText('خطا در ارتباط با سرور')).toBeInTheDocument();
  });
});
