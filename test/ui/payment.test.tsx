import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, type TestServices } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakePaymentVerifier } from '../fakes/fake-payment-verifier';
import { InMemoryPendingBookingStore } from '../fakes/in-memory-pending-booking-store';
import { FakeMyReservationsRepository, sampleMyReservation } from '../fakes/fake-my-reservations-repository';
import { FakeClock } from '../fakes/fake-clock';

const signedIn = { user: { currentUser: sampleUser(), loading: false, error: null } };
const RESERVATION_ID = '4c1f0c2e-59b4-4f5e-9e35-1d3c2a1b0f00';

function callbackServices(answer: boolean | Error, storedId: string | null = RESERVATION_ID): Partial<TestServices> {
  const paymentVerifier = new FakePaymentVerifier();
  paymentVerifier.answer = answer;
  const pendingBookings = new InMemoryPendingBookingStore();
  if (storedId) pendingBookings.saveLastReservationId(storedId);
  return { paymentVerifier, pendingBookings };
}

describe('the payment callback page', () => {
  it('shows success after the server verifies, then moves to my reservations after 3 seconds', async () => {
    const view = renderApp('/payment/callback?Authority=S0abc&Status=OK', { state: signedIn, services: callbackServices(true) });
    expect(await screen.findByRole('heading', { name: 'پرداخت موفق' })).toBeInTheDocument();
    expect(screen.getByText('در حال انتقال به صفحه رزروهای شما...')).toBeInTheDocument();
    expect(view.services.paymentVerifier.calls).toEqual([{ authority: 'S0abc', status: 'OK', reservationId: RESERVATION_ID }]);
    await waitFor(() => expect(view.services.navigation.visited).toEqual([{ to: '/dashboard?tab=reservations', options: { replace: true } }]), { timeout: 4000 });
    expect(await screen.findByRole('heading', { name: 'رزروهای من' })).toBeInTheDocument();
  });

  it('shows the failure texts when the server refuses', async () => {
    renderApp('/payment/callback?Authority=S0abc&Status=NOK', { state: signedIn, services: callbackServices(false) });
    expect(await screen.findByRole('heading', { name: 'متأسفیم! پرداخت شما با مشکل مواجه شد' })).toBeInTheDocument();
    expect(screen.getByText('با پشتیبانی سایت تماس بگیرید')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-wait')).not.toBeInTheDocument();
  });

  it('keeps the click-blocking wait display and verifies nothing when the stored reservation id is missing', async () => {
    const view = renderApp('/payment/callback?Authority=S0abc&Status=OK', { state: signedIn, services: callbackServices(true, null) });
    const overlay = await screen.findByTestId('payment-wait');
    expect(within(overlay).getAllByText('لطفا کمی صبر کنید').length).toBeGreaterThan(0);
    expect(overlay).toHaveStyle({ position: 'fixed' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.services.paymentVerifier.calls).toEqual([]);
    expect(screen.getByTestId('payment-wait')).toBeInTheDocument();
  });

  it('keeps waiting without the bank\'s Status', async () => {
    const view = renderApp('/payment/callback?Authority=S0abc', { state: signedIn, services: callbackServices(true) });
    await screen.findByTestId('payment-wait');
    expect(view.services.paymentVerifier.calls).toEqual([]);
  });
});

describe('the my-reservations tab', () => {
  it('lists each reservation with its title, Jalali date, time, price, Persian status and payment reference', async () => {
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({ _id: 'a', createdAt: '2026-11-21T08:00:00Z' }),
      sampleMyReservation({ _id: 'b', title: 'جلسه آشنایی', price: 0, status: 'cancelled', cancelReason: 'لغو به درخواست مشاور', paymentRefId: null, createdAt: '2026-11-20T08:00:00Z' }),
      sampleMyReservation({ _id: 'c', status: 'expired', paymentRefId: null, createdAt: '2026-11-19T08:00:00Z' }),
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
    expect(items[1]).toHaveTextContent('رایگان');
    expect(items[1]).toHaveTextContent('لغو شده');
    expect(items[1]).toHaveTextContent('لغو به درخواست مشاور');
    expect(items[2]).toHaveTextContent('منقضی شده');
    expect(document.body.textContent).not.toMatch(/[0-9]/);
  });

  it('counts a pending reservation down every second and shows it expired when the hold ends', async () => {
    const clock = new FakeClock(Date.parse('2026-11-22T08:30:00Z'));
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({ status: 'pending', paymentRefId: null, createdAt: '2026-11-22T08:25:00Z' }),
    ]);
    renderApp('/dashboard?tab=reservations', { state: signedIn, services: { myReservations, clock } });
    const item = await screen.findByTestId('my-reservation');
    expect(item).toHaveTextContent('در انتظار پرداخت');
    expect(item).toHaveTextContent('۱:۰۰');
    clock.advance(1000);
    await waitFor(() => expect(item).toHaveTextContent('۰:۵۹'), { timeout: 2500 });
    clock.advance(59_000);
    await waitFor(() => expect(item).toHaveTextContent('منقضی شده'), { timeout: 2500 });
    expect(item).not.toHaveTextContent('مهلت پرداخت');
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
