import { DEMO_SITE_PROFILE } from '../../server/seed/demo-site-profile';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, type TestServices } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakePaymentVerifier } from '../fakes/fake-payment-verifier';
import { InMemoryPendingBookingStore } from '../fakes/in-memory-pending-booking-store';
import type { VerificationResult } from '../../src/core/ports/payment/payment-verifier';

const signedIn = { user: { currentUser: sampleUser(), loading: false, error: null } };
const RESERVATION_ID = '4c1f0c2e-59b4-4f5e-9e35-1d3c2a1b0f00';

function callbackServices(answer: VerificationResult | Error, storedId: string | null = RESERVATION_ID): Partial<TestServices> {
  const paymentVerifier = new FakePaymentVerifier();
  paymentVerifier.answer = answer;
  const pendingBookings = new InMemoryPendingBookingStore();
  if (storedId) pendingBookings.saveLastReservationId(storedId);
  return { paymentVerifier, pendingBookings };
}

const failed = (message: string | null, reservationTypeId: string | null): VerificationResult => ({
  state: 'failed',
  message,
  reservationTypeId,
});

describe('the payment callback page', () => {
  it("shows success with the bank's reference in Persian digits, then moves to my reservations after 3 seconds", async () => {
    const view = renderApp('/payment/callback?Authority=S0abc&Status=OK', {
      state: signedIn,
      services: callbackServices({ state: 'paid', refId: '201934517', message: 'پرداخت با موفقیت انجام شد' }),
    });
    const card = (await screen.findByRole('heading', { name: 'پرداخت موفق' })).closest('section')!;
    expect(card).toHaveTextContent('کد پیگیری بانک: ۲۰۱۹۳۴۵۱۷');
    expect(screen.getByText('در حال انتقال به صفحه رزروهای شما...')).toBeInTheDocument();
    expect(view.services.paymentVerifier.calls).toEqual([{ authority: 'S0abc', status: 'OK', reservationId: RESERVATION_ID }]);
    await waitFor(
      () => expect(view.services.navigation.visited).toEqual([{ to: '/dashboard?tab=reservations', options: { replace: true } }]),
      { timeout: 4000 },
    );
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

  it("shows the failure texts, the server's word on the money, the consultant's contact and the way back to booking", async () => {
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

  it("links to the list of consultations when the failed booking's type is not known", async () => {
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

  it("finds the reservation by the bank's authority when the stored id is missing, then verifies it", async () => {
    const services = callbackServices({ state: 'paid', refId: '77', message: 'پرداخت با موفقیت انجام شد' }, null);
    services.paymentVerifier!.authorities.set('S0abc', { reservationId: RESERVATION_ID, reservationTypeId: 't-1' });
    const view = renderApp('/payment/callback?Authority=S0abc&Status=OK', { state: signedIn, services });
    expect(await screen.findByRole('heading', { name: 'پرداخت موفق' })).toBeInTheDocument();
    expect(view.services.paymentVerifier.calls).toEqual([{ authority: 'S0abc', status: 'OK', reservationId: RESERVATION_ID }]);
  });

  it('shows the failure instead of waiting forever when the server cannot tie the authority to this customer', async () => {
    const view = renderApp('/payment/callback?Authority=S0abc&Status=OK', {
      state: signedIn,
      services: callbackServices(failed(null, null), null),
    });
    expect(await screen.findByRole('heading', { name: 'متأسفیم! پرداخت شما با مشکل مواجه شد' })).toBeInTheDocument();
    expect(view.services.paymentVerifier.authorityCalls).toEqual(['S0abc']);
    expect(view.services.paymentVerifier.calls).toEqual([]);
  });

  it("keeps the click-blocking wait display and asks nothing without the bank's Status", async () => {
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
