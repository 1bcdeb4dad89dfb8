import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { signedIn } from '../support/signed-in';
import { FakeReceiptReader, sampleReceipt } from '../../fakes/fake-receipt-reader';
import { FakeMyReservationsRepository, sampleMyReservation } from '../../fakes/fake-my-reservations-repository';
import { FixedVisitorTimeZone } from '../../fakes/fixed-visitor-time-zone';
import { DEMO_SITE_PROFILE } from '../../../server/seed/demo-site-profile';
import { EMPTY_SITE_PROFILE } from '../../../src/core/domain/site-profile';

const ID = '4c1f0c2e-59b4-4f5e-9e35-1d3c2a1b0f00';

/** A list of facts as label → value, the way a reader pairs them: the booking's (the first) unless another is given. */
function factsOf(receipt: HTMLElement, list: HTMLElement = receipt.querySelector('dl')!): Record<string, string> {
  const labels = within(list).getAllByRole('term');
  return Object.fromEntries(labels.map((label) => [label.textContent, label.nextElementSibling?.textContent ?? '']));
}

describe('the receipt page', () => {
  it('shows every fact of a paid booking in Persian, the card only as masked as the bank gave it', async () => {
    const receipts = new FakeReceiptReader([sampleReceipt({ reservationId: ID })]);
    renderApp(`/receipt/${ID}`, { state: signedIn(), services: { receipts } });
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByRole('heading', { level: 1 })).toHaveTextContent('رسید پرداخت');
    expect(factsOf(receipt)).toEqual({
      مشاور: 'مهدی رستگار',
      'نوع مشاوره': 'مشاوره مالیاتی',
      'تاریخ جلسه': 'چهارشنبه ۴ آذر ۱۴۰۵',
      'ساعت جلسه': '۱۰:۰۰',
      'مبلغ پرداختی': '۱٬۲۵۰٬۰۰۰ تومان',
      'وضعیت پرداخت': 'پرداخت شده',
      'کد پیگیری بانک': '۵۵۶۶۷۷۸۸۹',
      'زمان پرداخت': '۱ آذر ۱۴۰۵، ساعت ۱۱:۳۳',
      'شماره کارت': '۶۰۳۷۹۹******۱۲۳۴',
      'شناسه رزرو': ID,
    });
  });

  it('names who issued it as the owner entered the practice: legal name, codes, phone, and the address with its postal code', async () => {
    const site = {
      ...DEMO_SITE_PROFILE,
      legal: { name: 'مؤسسه حسابرسی نگار احمدی', nationalId: '10320456789', economicCode: '411122223333' },
      contact: { ...DEMO_SITE_PROFILE.contact, phone: '02144556677', address: 'تهران، خیابان شریعتی، پلاک ۱۰', postalCode: '1917654321' },
    };
    renderApp(`/receipt/${ID}`, {
      state: signedIn(),
      services: { receipts: new FakeReceiptReader([sampleReceipt({ reservationId: ID })]) },
      site,
    });
    const receipt = await screen.findByTestId('receipt');
    expect(factsOf(receipt, receipt.querySelector<HTMLElement>('dl[aria-label="صادرکننده"]')!)).toEqual({
      صادرکننده: 'مؤسسه حسابرسی نگار احمدی',
      'کد اقتصادی': '۴۱۱۱۲۲۲۲۳۳۳۳',
      'شناسه ملی': '۱۰۳۲۰۴۵۶۷۸۹',
      تلفن: '۰۲۱۴۴۵۵۶۶۷۷',
      نشانی: 'تهران، خیابان شریعتی، پلاک ۱۰، کد پستی ۱۹۱۷۶۵۴۳۲۱',
    });
  });

  it('names the site as the issuer, and leaves out what the owner has not entered', async () => {
    const site = { ...EMPTY_SITE_PROFILE, siteName: 'دفتر مشاوره مالی' };
    renderApp(`/receipt/${ID}`, {
      state: signedIn(),
      services: { receipts: new FakeReceiptReader([sampleReceipt({ reservationId: ID })]) },
      site,
    });
    const receipt = await screen.findByTestId('receipt');
    expect(factsOf(receipt, receipt.querySelector<HTMLElement>('dl[aria-label="صادرکننده"]')!)).toEqual({ صادرکننده: 'دفتر مشاوره مالی' });
  });

  it("offers «چاپ رسید» once the app runs, and it opens the browser's printing", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderApp(`/receipt/${ID}`, {
      state: signedIn(),
      services: { receipts: new FakeReceiptReader([sampleReceipt({ reservationId: ID })]) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'چاپ رسید' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("says why there is no receipt for a booking that is not the visitor's or not paid", async () => {
    const receipts = new FakeReceiptReader();
    receipts.refusal = 'برای این رزرو پرداختی انجام نشده است؛ رسید فقط برای رزرو پرداخت‌شده صادر می‌شود';
    renderApp(`/receipt/${ID}`, { state: signedIn(), services: { receipts } });
    expect(await screen.findByRole('alert')).toHaveTextContent(receipts.refusal);
    expect(screen.queryByTestId('receipt')).toBeNull();
    expect(screen.getByRole('link', { name: 'رزروهای من' })).toHaveAttribute('href', '/dashboard?tab=reservations');
  });

  it('shows the state of a payment that went back to the customer', async () => {
    const receipts = new FakeReceiptReader([sampleReceipt({ reservationId: ID, paymentStatus: 'reversed' })]);
    renderApp(`/receipt/${ID}`, { state: signedIn(), services: { receipts } });
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByRole('status')).toHaveTextContent('این پرداخت دیگر برقرار نیست: بازگشت داده شد.');
  });

  it("gives a visitor abroad the session time in Tehran's and their own clock", async () => {
    const receipts = new FakeReceiptReader([sampleReceipt({ reservationId: ID })]);
    renderApp(`/receipt/${ID}`, { state: signedIn(), services: { receipts, timeZone: new FixedVisitorTimeZone('Europe/Berlin') } });
    const receipt = await screen.findByTestId('receipt');
    expect(factsOf(receipt)['ساعت جلسه']).toBe('۱۰:۰۰ به وقت تهران (۰۷:۳۰ به وقت شما)');
  });
});

describe('the receipt link in my reservations', () => {
  it('is offered for a paid booking only, never for a free or unpaid one', async () => {
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({ _id: ID, createdAt: '2026-11-21T08:00:00Z' }),
      sampleMyReservation({
        _id: 'free',
        price: 0,
        paymentRefId: null,
        payment: { status: 'paid', amount: 0, refId: null, cardPan: null, paidAt: '2026-11-20T08:00:00Z' },
        createdAt: '2026-11-20T08:00:00Z',
      }),
      sampleMyReservation({ _id: 'c', status: 'expired', paymentRefId: null, payment: null, createdAt: '2026-11-19T08:00:00Z' }),
    ]);
    renderApp('/dashboard?tab=reservations', { state: signedIn(), services: { myReservations } });
    const [paid, free, expired] = await screen.findAllByTestId('my-reservation');
    expect(within(paid).getByRole('link', { name: 'رسید پرداخت' })).toHaveAttribute('href', `/receipt/${ID}`);
    expect(within(free).queryByRole('link', { name: 'رسید پرداخت' })).toBeNull();
    expect(within(expired).queryByRole('link', { name: 'رسید پرداخت' })).toBeNull();
  });
});
