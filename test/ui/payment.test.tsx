import { DEMO_SITE_PROFILE } from '../../server/seed/demo-site-profile';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type TestServices } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakePaymentVerifier } from '../fakes/fake-payment-verifier';
import { InMemoryPendingBookingStore } from '../fakes/in-memory-pending-booking-store';
import { FakeMyReservationsRepository, sampleMyReservation } from '../fakes/fake-my-reservations-repository';
import { FakeClock } from '../fakes/fake-clock';
import { RequestFailure } from '../../src/core/domain/request-failure';
import { MONEY_TEXTS } from '../../src/core/domain/money-outcome';
import type { VerificationResult } from '../../src/core/ports/payment-verifier';

const signedIn = { user: { currentUser: sampleUser(), loading: false, error: null } };
const RESERVATION_ID = '4c1f0c2e-59b4-4f5e-9e35-1d3c2a1b0f00';

function callbackServices(answer: VerificationResult | Error, storedId: string | null = RESERVATION_ID): Partial<TestServices> {
  const paymentVerifier = new FakePaymentVerifier();
  paymentVerifier.answer = answer;
  const pendingBookings = new InMemoryPendingBookingStore();
  if (storedId) pendingBookings.saveLastReservationId(storedId);
  return { paymentVerifier, pendingBookings };
}

const failed = (message: string | null, reservationTypeId: string | null): VerificationResult => ({ state: 'failed', message, reservationTypeId });

describe('the payment callback page', () => {
  it('shows success with the bank\'s reference in Persian digits, then moves to my reservations after 3 seconds', async () => {
    const view = renderApp('/payment/callback?Authority=S0abc&Status=OK', {
      state: signedIn,
      services: callbackServices({ state: 'paid', refId: '201934517', message: 'پرداخت با موفقیت انجام شد' }),
    });
    const card = (await screen.findByRole('heading', { name: 'پرداخت موفق' })).closest('section')!;
    expect(card).toHaveTextContent('کد پیگیری بانک: ۲۰۱۹۳۴۵۱۷');
    expect(screen.getByText('در حال انتقال به صفحه رزروهای شما...')).toBeInTheDocument();
    expect(view.services.paymentVerifier.calls).toEqual([{ authority: 'S0abc', status: 'OK', reservationId: RESERVATION_ID }]);
    await waitFor(() => expect(view.services.navigation.visited).toEqual([{ to: '/dashboard?tab=reservations', options: { replace: true } }]), { timeout: 4000 });
    expect(await screen.findByRole('heading', { name: 'رزروهای من' })).toBeInTheDocument();
  });

  it('reads as a confirmed free booking, not a payment, when the booking was free', async () => {
    renderApp('/payment/callback?Authority=FREE0123abcd&Status=OK', {
      state: signedIn,
      services: callbackServices({ state: 'paid', refId: null, message: 'رزرو تأیید شد' }),
    });
    expect(await screen.findByRole('heading', { name: 'رزرو رایگان شما ثبت شد' })).toBeInTheDocument();
    expect(screen.queryByText('پرداخت موفق')).toBeNull();
    expect(screen.queryByText(/کد پیگیری بانک/)).toBeNull();
  });

  it('shows the failure texts, the server\'s word on the money, the consultant\'s contact and the way back to booking', async () => {
    renderApp('/payment/callback?Authority=S0abc&Status=NOK', {
      state: signedIn,
      services: callbackServices(failed('پرداخت انجام نشد یا لغو شد؛ اگر مبلغی از حساب شما کم شده باشد، بانک آن را بازمی‌گرداند', 't-1')),
      // the consultant's contact comes from the site's profile: the demo one here
      site: DEMO_SITE_PROFILE,
    });
    const card = (await screen.findByRole('heading', { name: 'متأسفیم! پرداخت شما با مشکل مواجه شد' })).closest('section')!;
    expect(within(card).getByText('با پشتیبانی سایت تماس بگیرید')).toBeInTheDocument();
    expect(within(card).getByText(/بانک آن را بازمی‌گرداند/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '۰۲۱-۸۸۷۷۶۶۵۵' })).toHaveAttribute('href', 'tel:021-88776655');
    expect(within(card).getByRole('link', { name: 'info@moshaver-mali.ir' })).toHaveAttribute('href', 'mailto:info@moshaver-mali.ir');
    expect(within(card).getByRole('link', { name: 'بازگشت به صفحه رزرو' })).toHaveAttribute('href', '/reservation/t-1');
    expect(screen.queryByTestId('payment-wait')).not.toBeInTheDocument();
  });

  it('links to the list of consultations when the failed booking\'s type is not known', async () => {
    renderApp('/payment/callback?Authority=S0abc&Status=OK', { state: signedIn, services: callbackServices(failed(null, null)) });
    expect(await screen.findByRole('link', { name: 'مشاهده انواع مشاوره' })).toHaveAttribute('href', '/reservations');
  });

  it('says calmly that the bank has not confirmed yet and links to my reservations, redirecting nowhere', async () => {
    const view = renderApp('/payment/callback?Authority=S0abc&Status=OK', {
      state: signedIn,
      services: callbackServices({ state: 'checking', message: 'بانک هنوز نتیجه پرداخت را قطعی اعلام نکرده است' }),
    });
    const card = (await screen.findByRole('heading', { name: 'پرداخت شما در حال بررسی است' })).closest('section')!;
    expect(card).toHaveTextContent('بانک هنوز پرداخت شما را تأیید نکرده است');
    expect(within(card).getByRole('link', { name: 'رزروهای من' })).toHaveAttribute('href', '/dashboard?tab=reservations');
    expect(screen.queryByText('متأسفیم! پرداخت شما با مشکل مواجه شد')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.services.navigation.visited).toEqual([]);
  });

  it('finds the reservation by the bank\'s authority when the stored id is missing, then verifies it', async () => {
    const services = callbackServices({ state: 'paid', refId: '77', message: 'پرداخت با موفقیت انجام شد' }, null);
    services.paymentVerifier!.authorities.set('S0abc', { reservationId: RESERVATION_ID, reservationTypeId: 't-1' });
    const view = renderApp('/payment/callback?Authority=S0abc&Status=OK', { state: signedIn, services });
    expect(await screen.findByRole('heading', { name: 'پرداخت موفق' })).toBeInTheDocument();
    expect(view.services.paymentVerifier.calls).toEqual([{ authority: 'S0abc', status: 'OK', reservationId: RESERVATION_ID }]);
  });

  it('shows the failure instead of waiting forever when the server cannot tie the authority to this customer', async () => {
    const view = renderApp('/payment/callback?Authority=S0abc&Status=OK', { state: signedIn, services: callbackServices(failed(null, null), null) });
    expect(await screen.findByRole('heading', { name: 'متأسفیم! پرداخت شما با مشکل مواجه شد' })).toBeInTheDocument();
    expect(view.services.paymentVerifier.authorityCalls).toEqual(['S0abc']);
    expect(view.services.paymentVerifier.calls).toEqual([]);
  });

  it('keeps the click-blocking wait display and asks nothing without the bank\'s Status', async () => {
    const view = renderApp('/payment/callback?Authority=S0abc', { state: signedIn, services: callbackServices(failed(null, null)) });
    const overlay = await screen.findByTestId('payment-wait');
    expect(within(overlay).getAllByText('لطفا کمی صبر کنید').length).toBeGreaterThan(0);
    expect(overlay).toHaveStyle({ position: 'fixed' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.services.paymentVerifier.calls).toEqual([]);
    expect(view.services.paymentVerifier.authorityCalls).toEqual([]);
    expect(screen.getByTestId('payment-wait')).toBeInTheDocument();
  });
});

describe('the my-reservations tab', () => {
  it('lists each reservation with its title, Jalali date, time, price, Persian status, payment reference and time', async () => {
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({ _id: 'a', createdAt: '2026-11-21T08:00:00Z' }),
      sampleMyReservation({ _id: 'b', title: 'جلسه آشنایی', price: 0, status: 'cancelled', cancelReason: 'لغو به درخواست مشاور', paymentRefId: null, payment: null, createdAt: '2026-11-20T08:00:00Z' }),
      sampleMyReservation({ _id: 'c', status: 'expired', paymentRefId: null, payment: null, createdAt: '2026-11-19T08:00:00Z' }),
    ]);
    renderApp('/dashboard?tab=reservations', { state: signedIn, services: { myReservations } });
    const items = await screen.findAllByTestId('my-reservation');
    expect(items).toHaveLength(3);
    const first = items[0];
    expect(within(first).getByRole('heading', { name: 'مشاوره مالیاتی' })).toBeInTheDocument();
    expect(first).toHaveTextContent('۴ آذر ۱۴۰۵');
    expect(first).toHaveTextContent('۱۰:۰۰');
    expect(first).toHaveTextContent('۱٬۲۵۰٬۰۰۰ تومان');
    expect(first).toHaveTextContent('تأیید شده');
    expect(first).toHaveTextContent('۵۵۶۶۷۷۸۸۹');
    // paid at 08:03 UTC, 11:33 in Tehran
    expect(first).toHaveTextContent('۱ آذر ۱۴۰۵، ساعت ۱۱:۳۳');
    expect(first).toHaveTextContent(MONEY_TEXTS.paid);
    expect(items[1]).toHaveTextContent('رایگان');
    expect(items[1]).toHaveTextContent('لغو شده');
    expect(items[1]).toHaveTextContent('لغو به درخواست مشاور');
    expect(items[1]).toHaveTextContent(MONEY_TEXTS.cancelledByConsultant);
    expect(items[2]).toHaveTextContent('منقضی شده');
    expect(items[2]).toHaveTextContent(MONEY_TEXTS.lapsedUnpaid);
    expect(screen.queryByRole('button', { name: 'پرداخت' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/[0-9]/);
  });

  it('says what happened to the money: on its way back, reversed by the bank, refunded by the consultant, still being checked', async () => {
    const money = (status: 'refund_required' | 'reversed' | 'refunded' | 'initiated') =>
      ({ status, amount: 1_250_000, refId: status === 'initiated' ? null : '9001', cardPan: null, paidAt: status === 'initiated' ? null : '2026-11-21T09:10:00.000Z' });
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({ _id: 'owed', status: 'cancelled', cancelReason: 'بیماری مشاور', payment: money('refund_required'), createdAt: '2026-11-21T09:00:00Z' }),
      sampleMyReservation({ _id: 'late', status: 'expired', payment: money('reversed'), createdAt: '2026-11-21T08:00:00Z' }),
      sampleMyReservation({ _id: 'refunded', status: 'cancelled', payment: money('refunded'), createdAt: '2026-11-20T08:00:00Z' }),
      sampleMyReservation({ _id: 'checking', status: 'expired', payment: money('initiated'), createdAt: '2026-11-19T08:00:00Z' }),
    ]);
    renderApp('/dashboard?tab=reservations', { state: signedIn, services: { myReservations } });
    const [owed, late, refunded, checking] = await screen.findAllByTestId('my-reservation');
    expect(owed).toHaveTextContent(MONEY_TEXTS.refundOnItsWay);
    expect(owed).toHaveTextContent('بیماری مشاور');
    expect(owed).toHaveTextContent('۹۰۰۱');
    expect(late).toHaveTextContent(`${MONEY_TEXTS.latePayment} ${MONEY_TEXTS.reversedByBank}`);
    expect(refunded).toHaveTextContent(MONEY_TEXTS.refundedByConsultant);
    expect(checking).toHaveTextContent(MONEY_TEXTS.checking);
  });

  it('counts a live hold down every second with its pay and release buttons, and shows it expired when the hold ends', async () => {
    const clock = new FakeClock(Date.parse('2026-11-22T08:30:00Z'));
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({ status: 'pending', paymentRefId: null, payment: null, createdAt: '2026-11-22T08:25:00Z' }),
    ]);
    renderApp('/dashboard?tab=reservations', { state: signedIn, services: { myReservations, clock } });
    const item = await screen.findByTestId('my-reservation');
    expect(item).toHaveTextContent('در انتظار پرداخت');
    expect(item).toHaveTextContent('۱:۰۰');
    expect(within(item).getByRole('button', { name: 'پرداخت' })).toBeEnabled();
    expect(within(item).getByRole('button', { name: 'انصراف از رزرو' })).toBeEnabled();
    clock.advance(1000);
    await waitFor(() => expect(item).toHaveTextContent('۰:۵۹'), { timeout: 2500 });
    clock.advance(59_000);
    await waitFor(() => expect(item).toHaveTextContent('منقضی شده'), { timeout: 2500 });
    expect(item).not.toHaveTextContent('مهلت پرداخت');
    expect(within(item).queryByRole('button', { name: 'پرداخت' })).toBeNull();
  });

  it('pays for a live hold again behind the "to the bank" overlay', async () => {
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({ _id: 'r-held', status: 'pending', paymentRefId: null, payment: null, createdAt: '2026-11-22T08:28:00Z' }),
    ]);
    const view = renderApp('/dashboard?tab=reservations', { state: signedIn, services: { myReservations } });
    view.services.payments.answer = { paymentUrl: 'https://bank.test/StartPay/A5' };
    await userEvent.click(await screen.findByRole('button', { name: 'پرداخت' }));
    expect(await screen.findByText('در حال انتقال به بانک')).toBeInTheDocument();
    expect(view.services.payments.calls).toEqual(['r-held']);
    expect(view.services.pendingBookings.lastReservationId).toBe('r-held');
    await waitFor(() => expect(view.services.navigation.left).toEqual(['https://bank.test/StartPay/A5']));
  });

  it('shows the server\'s message and removes the overlay when the payment cannot start again', async () => {
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({ status: 'pending', paymentRefId: null, payment: null, createdAt: '2026-11-22T08:28:00Z' }),
    ]);
    const view = renderApp('/dashboard?tab=reservations', { state: signedIn, services: { myReservations } });
    view.services.payments.answer = new RequestFailure('ارتباط با درگاه پرداخت برقرار نشد؛ لطفاً دوباره تلاش کنید', false);
    await userEvent.click(await screen.findByRole('button', { name: 'پرداخت' }));
    expect(await screen.findByText('ارتباط با درگاه پرداخت برقرار نشد؛ لطفاً دوباره تلاش کنید')).toBeInTheDocument();
    expect(screen.queryByText('در حال انتقال به بانک')).toBeNull();
  });

  it('releases a live hold after confirmation and shows the refreshed list', async () => {
    const held = sampleMyReservation({ _id: 'r-held', status: 'pending', paymentRefId: null, payment: null, createdAt: '2026-11-22T08:28:00Z' });
    const myReservations = new FakeMyReservationsRepository([held]);
    const view = renderApp('/dashboard?tab=reservations', { state: signedIn, services: { myReservations } });
    await userEvent.click(await screen.findByRole('button', { name: 'انصراف از رزرو' }));
    const dialog = await screen.findByRole('dialog', { name: /آیا از انصراف از این رزرو اطمینان دارید؟/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'بازگشت' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.services.holds.released).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'انصراف از رزرو' }));
    myReservations.reservations = [{ ...held, status: 'released' }];
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'انصراف از رزرو' }));
    expect(await screen.findByText('رزرو لغو شد و این زمان برای دیگران آزاد است')).toBeInTheDocument();
    expect(view.services.holds.released).toEqual(['r-held']);
    const item = await screen.findByTestId('my-reservation');
    await waitFor(() => expect(item).toHaveTextContent('آزاد شده'));
    expect(item).toHaveTextContent(MONEY_TEXTS.released);
    expect(within(item).queryByRole('button', { name: 'پرداخت' })).toBeNull();
  });

  it('shows an empty state with a way to book', async () => {
    renderApp('/dashboard?tab=reservations', { state: signedIn });
    expect(await screen.findByText(/هنوز رزروی ثبت نکرده‌اید/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رزرو مشاوره' })).toHaveAttribute('href', '/reservations');
  });

  it('shows a Persian error when the list cannot be loaded', async () => {
    const myReservations = new FakeMyReservationsRepository();
    myReservations.failure = new Error('Network Error');
    renderApp('/dashboard?tab=reservations', { state: signedIn, services: { myReservations } });
    expect(await screen.findByRole('alert')).toHaveTextContent('دریافت رزروهای شما ممکن نشد');
  });
});
