jest.setTimeout(20000);

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBookings } from './support/render-bookings';
import { sampleBooking } from '../fakes/sample-data';
import { FakeBookingsRepository } from '../fakes/fake-bookings-repository';
import { sampleLedgerEntry, samplePaymentAttempt, samplePaymentHistory } from '../fakes/sample-money';

describe("the all-bookings tab's payment history", () => {
  it("opens a booking's payment history from the keyboard: each attempt, then the ledger in order", async () => {
    const bookings = new FakeBookingsRepository([sampleBooking({ _id: 'a', status: 'cancelled', paymentStatus: 'reversed' })], {
      a: samplePaymentHistory({
        reservationStatus: 'cancelled',
        payments: [
          samplePaymentAttempt({
            _id: 'first',
            status: 'failed',
            refId: null,
            cardPan: null,
            gatewayCode: -51,
            failureReason: 'Session is not valid, session is not active paid try.',
            paidAt: null,
          }),
          samplePaymentAttempt({
            _id: 'second',
            status: 'reversed',
            refId: '98765',
            cardPan: '6037-99**-****-1234',
            gatewayCode: 100,
            paidAt: '2026-11-20T08:03:00.000Z',
          }),
        ],
        events: [
          sampleLedgerEntry({ text: 'زمان برای مشتری نگه داشته شد', actor: 'customer', createdAt: '2026-11-20T07:58:00.000Z' }),
          sampleLedgerEntry({ text: 'بانک پرداخت را تأیید کرد', actor: 'bank', gatewayCode: 100, createdAt: '2026-11-20T08:03:00.000Z' }),
          sampleLedgerEntry({
            text: 'مشاور رزرو را لغو کرد',
            actor: 'consultant',
            message: 'بیماری مشاور',
            createdAt: '2026-11-21T06:00:00.000Z',
          }),
          sampleLedgerEntry({
            text: 'بانک مبلغ را به کارت مشتری بازگرداند',
            actor: 'bank',
            gatewayCode: 100,
            createdAt: '2026-11-21T06:00:05.000Z',
          }),
        ],
      }),
    });
    await renderBookings(bookings);
    const opener = within(await screen.findByTestId('booking-a')).getByRole('button', { name: 'تاریخچه پرداخت' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'تاریخچه پرداخت' });
    expect(await within(dialog).findByText('وضعیت رزرو: لغو شده')).toBeInTheDocument();

    const failed = within(dialog).getByTestId('payment-first');
    for (const text of [
      'ناموفق',
      '۱٬۵۰۰٬۰۰۰ تومان',
      'زرین‌پال',
      '-۵۱',
      'Session is not valid, session is not active paid try.',
      '۲۹ آبان ۱۴۰۵، ساعت ۱۱:۳۰',
    ]) {
      expect(failed).toHaveTextContent(text);
    }
    const reversed = within(dialog).getByTestId('payment-second');
    for (const text of ['بازگشت داده شد', '۹۸۷۶۵', '۶۰۳۷-۹۹**-****-۱۲۳۴', '۱۰۰', '۲۹ آبان ۱۴۰۵، ساعت ۱۱:۳۳']) {
      expect(reversed).toHaveTextContent(text);
    }
    const ledger = within(within(dialog).getByRole('list', { name: 'رویدادهای رزرو و پرداخت' })).getAllByRole('listitem');
    expect(ledger.map((item) => item.firstChild?.textContent)).toEqual([
      'زمان برای مشتری نگه داشته شد',
      'بانک پرداخت را تأیید کرد',
      'مشاور رزرو را لغو کرد',
      'بانک مبلغ را به کارت مشتری بازگرداند',
    ]);
    expect(ledger[0]).toHaveTextContent('۲۹ آبان ۱۴۰۵، ساعت ۱۱:۲۸، مشتری');
    expect(ledger[2]).toHaveTextContent('مشاور');
    expect(ledger[2]).toHaveTextContent('بیماری مشاور');
    expect(ledger[3]).toHaveTextContent('بانک، کد بانک ۱۰۰');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(bookings.historyCalls).toEqual(['a']);
  });

  it('says when a booking never went to the bank, and shows a history that cannot be read', async () => {
    const bookings = new FakeBookingsRepository(
      [sampleBooking({ _id: 'held', status: 'pending', paymentStatus: null, refId: null }), sampleBooking({ _id: 'lost' })],
      {
        held: samplePaymentHistory({ reservationStatus: 'pending', payments: [] }),
      },
    );
    await renderBookings(bookings);
    expect(within(await screen.findByTestId('booking-held')).getAllByRole('cell')[6]).toHaveTextContent('—');
    await userEvent.click(within(screen.getByTestId('booking-held')).getByRole('button', { name: 'تاریخچه پرداخت' }));
    expect(await within(screen.getByRole('dialog')).findByText('این رزرو هنوز به بانک نرفته است.')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'بستن' }));
    await userEvent.click(within(screen.getByTestId('booking-lost')).getByRole('button', { name: 'تاریخچه پرداخت' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('رزرو پیدا نشد');
  });
});
