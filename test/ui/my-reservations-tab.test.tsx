import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeMyReservationsRepository, sampleMyReservation } from '../fakes/fake-my-reservations-repository';
import { FakeClock } from '../fakes/fake-clock';
import { RequestFailure } from '../../src/core/domain/request-failure';
import { MONEY_TEXTS } from '../../src/core/domain/money-outcome';

const signedIn = { user: { currentUser: sampleUser(), loading: false, error: null } };

describe('the my-reservations tab', () => {
  it('lists each reservation with its title, Jalali date, time, price, Persian status, payment reference and time', async () => {
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({ _id: 'a', createdAt: '2026-11-21T08:00:00Z' }),
      sampleMyReservation({
        _id: 'b',
        title: 'جلسه آشنایی',
        price: 0,
        status: 'cancelled',
        cancelReason: 'لغو به درخواست مشاور',
        paymentRefId: null,
        payment: null,
        createdAt: '2026-11-20T08:00:00Z',
      }),
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
    const money = (status: 'refund_required' | 'reversed' | 'refunded' | 'initiated') => ({
      status,
      amount: 1_250_000,
      refId: status === 'initiated' ? null : '9001',
      cardPan: null,
      paidAt: status === 'initiated' ? null : '2026-11-21T09:10:00.000Z',
    });
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({
        _id: 'owed',
        status: 'cancelled',
        cancelReason: 'بیماری مشاور',
        payment: money('refund_required'),
        createdAt: '2026-11-21T09:00:00Z',
      }),
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

  it("shows the server's message and removes the overlay when the payment cannot start again", async () => {
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
    const held = sampleMyReservation({
      _id: 'r-held',
      status: 'pending',
      paymentRefId: null,
      payment: null,
      createdAt: '2026-11-22T08:28:00Z',
    });
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
