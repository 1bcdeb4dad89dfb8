import { createActor, SimulatedClock, waitFor } from 'xstate';
import { provideMyReservationsEffects } from '../../../src/core/use-cases/booking/my-reservations-effects';
import { LoadMyReservations } from '../../../src/core/use-cases/booking/load-my-reservations';
import { RequestFailure } from '../../../src/core/domain/request-failure';
import { PENDING_HOLD_MS } from '../../../src/core/domain/limits';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeHoldRepository } from '../../fakes/fake-hold-repository';
import { FakeMyReservationsRepository, sampleMyReservation } from '../../fakes/fake-my-reservations-repository';
import { FakeNavigation } from '../../fakes/fake-navigation';
import { FakePaymentInitiator } from '../../fakes/fake-payment-initiator';
import { InMemoryPendingBookingStore } from '../../fakes/in-memory-pending-booking-store';
import { RecordingNotifier } from '../../fakes/recording-notifier';

// The clock stands at 08:30; the hold began at 08:28 and has four minutes left.
const held = sampleMyReservation({
  _id: 'r-held',
  status: 'pending',
  paymentRefId: null,
  payment: null,
  createdAt: '2026-11-22T08:28:00.000Z',
});
const paid = sampleMyReservation({ _id: 'r-paid', createdAt: '2026-11-20T08:00:00.000Z' });

function start() {
  const clock = new FakeClock(Date.parse('2026-11-22T08:30:00Z'));
  const repository = new FakeMyReservationsRepository([held, paid]);
  const ports = {
    loadMyReservations: new LoadMyReservations(repository),
    holds: new FakeHoldRepository(),
    payments: new FakePaymentInitiator(),
    pendingBookings: new InMemoryPendingBookingStore(),
    navigation: new FakeNavigation(),
    notifier: new RecordingNotifier(),
  };
  const actor = createActor(provideMyReservationsEffects(ports), { input: { clock }, clock: new SimulatedClock() }).start();
  return { ...ports, actor, clock, repository, shown: () => waitFor(actor, (s) => s.matches('showing')) };
}

describe('the my-reservations machine', () => {
  it('loads the list, newest first', async () => {
    const page = start();
    await page.shown();
    expect(page.actor.getSnapshot().context.reservations?.map((r) => r._id)).toEqual(['r-held', 'r-paid']);
  });

  it('pays for a live hold again: keeps its id for the callback, starts the payment and leaves for the bank', async () => {
    const page = start();
    page.payments.answer = { paymentUrl: 'https://bank.test/StartPay/A2' };
    await page.shown();
    page.actor.send({ type: 'PAY', reservationId: 'r-held' });
    expect(page.actor.getSnapshot().matches('paying')).toBe(true);
    await waitFor(page.actor, (s) => s.matches('redirecting'));
    expect(page.pendingBookings.lastReservationId).toBe('r-held');
    expect(page.payments.calls).toEqual(['r-held']);
    expect(page.navigation.left).toEqual(['https://bank.test/StartPay/A2']);
  });

  it("says the server's message and stays on the list when the payment cannot start", async () => {
    const page = start();
    page.payments.answer = new RequestFailure('ارتباط با درگاه پرداخت برقرار نشد؛ لطفاً دوباره تلاش کنید', false);
    await page.shown();
    page.actor.send({ type: 'PAY', reservationId: 'r-held' });
    await page.shown();
    expect(page.notifier.messages).toEqual([{ kind: 'error', message: 'ارتباط با درگاه پرداخت برقرار نشد؛ لطفاً دوباره تلاش کنید' }]);
    expect(page.navigation.left).toEqual([]);
  });

  it('offers nothing for a confirmed reservation or a hold whose time ran out', async () => {
    const page = start();
    await page.shown();
    page.actor.send({ type: 'PAY', reservationId: 'r-paid' });
    page.actor.send({ type: 'RELEASE', reservationId: 'r-paid' });
    expect(page.actor.getSnapshot().matches('showing')).toBe(true);
    page.clock.advance(PENDING_HOLD_MS);
    page.actor.send({ type: 'PAY', reservationId: 'r-held' });
    page.actor.send({ type: 'RELEASE', reservationId: 'r-held' });
    expect(page.actor.getSnapshot().matches('showing')).toBe(true);
    expect(page.payments.calls).toEqual([]);
  });

  it('releases a hold only after the customer confirms, says so and reloads the list', async () => {
    const page = start();
    await page.shown();
    page.actor.send({ type: 'RELEASE', reservationId: 'r-held' });
    expect(page.actor.getSnapshot().matches('confirmingRelease')).toBe(true);
    page.actor.send({ type: 'CANCEL_RELEASE' });
    expect(page.actor.getSnapshot().matches('showing')).toBe(true);
    expect(page.holds.released).toEqual([]);

    page.actor.send({ type: 'RELEASE', reservationId: 'r-held' });
    page.repository.reservations = [{ ...held, status: 'released' }, paid];
    page.actor.send({ type: 'CONFIRM_RELEASE' });
    await waitFor(page.actor, (s) => s.matches('showing') && s.context.reservations?.[0].status === 'released');
    expect(page.holds.released).toEqual(['r-held']);
    expect(page.notifier.messages).toEqual([{ kind: 'success', message: 'رزرو لغو شد و این زمان برای دیگران آزاد است' }]);
    expect(page.repository.calls).toBe(2);
  });

  it('says why a release was refused and reloads the list, which shows what happened meanwhile', async () => {
    const page = start();
    page.holds.releaseAnswer = new RequestFailure('این رزرو دیگر در انتظار پرداخت نیست و نمی‌توان از آن انصراف داد', false);
    await page.shown();
    page.actor.send({ type: 'RELEASE', reservationId: 'r-held' });
    page.actor.send({ type: 'CONFIRM_RELEASE' });
    await waitFor(page.actor, (s) => s.matches('showing') && page.repository.calls === 2);
    expect(page.notifier.messages).toEqual([{ kind: 'error', message: 'این رزرو دیگر در انتظار پرداخت نیست و نمی‌توان از آن انصراف داد' }]);
  });
});
