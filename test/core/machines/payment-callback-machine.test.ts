import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  bookingPageAfterFailure,
  paymentCallbackMachine,
  MY_RESERVATIONS_PATH,
  type PaymentCallbackInput,
} from '../../../src/core/machines/payment-callback-machine';
import { VerifyPayment, VERIFY_NO_ANSWER } from '../../../src/core/use-cases/payment/verify-payment';
import { FindReservationByAuthority } from '../../../src/core/use-cases/payment/find-reservation-by-authority';
import { FakePaymentVerifier } from '../../fakes/fake-payment-verifier';
import { FakeNavigation } from '../../fakes/fake-navigation';

const RESERVATION_ID = '4c1f0c2e-59b4-4f5e-9e35-1d3c2a1b0f00';
const complete: PaymentCallbackInput = { authority: 'S0123abcd', status: 'OK', reservationId: RESERVATION_ID };

function start(input: PaymentCallbackInput, verifier = new FakePaymentVerifier()) {
  const navigation = new FakeNavigation();
  const verifyPayment = new VerifyPayment(verifier);
  const findReservation = new FindReservationByAuthority(verifier);
  const machine = paymentCallbackMachine.provide({
    actors: {
      verifyPayment: fromPromise(({ input: request }) => verifyPayment.execute(request)),
      findReservation: fromPromise(({ input: { authority } }) => findReservation.execute(authority)),
    },
    actions: { goToMyReservations: () => navigation.navigate(MY_RESERVATIONS_PATH, { replace: true }) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, navigation, verifier };
}

describe('the payment callback machine', () => {
  it("verifies with Authority, Status and the stored reservation id, shows success with the bank's reference, and redirects after 3 s", async () => {
    const { actor, clock, navigation, verifier } = start(complete);
    expect(actor.getSnapshot().matches({ pending: 'verifying' })).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(verifier.calls).toEqual([complete]);
    expect(verifier.authorityCalls).toEqual([]);
    expect(actor.getSnapshot().context.refId).toBe('201934517');
    clock.increment(2999);
    expect(navigation.visited).toEqual([]);
    clock.increment(1);
    expect(navigation.visited).toEqual([{ to: '/dashboard?tab=reservations', options: { replace: true } }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['Authority', { ...complete, authority: null }],
    ['Status', { ...complete, status: null }],
    ['an empty Authority', { ...complete, authority: '' }],
    ['everything', { authority: null, status: null, reservationId: null }],
  ])('stays waiting without asking the server when %s is missing', async (_what, input) => {
    const { actor, clock, verifier, navigation } = start(input);
    await Promise.resolve();
    clock.increment(60_000);
    expect(actor.getSnapshot().matches({ pending: 'waiting' })).toBe(true);
    expect(verifier.calls).toEqual([]);
    expect(verifier.authorityCalls).toEqual([]);
    expect(navigation.visited).toEqual([]);
  });

  it('asks the server whose the authority is when the stored reservation id is missing, then verifies that reservation', async () => {
    const verifier = new FakePaymentVerifier();
    verifier.authorities.set('S0123abcd', { reservationId: RESERVATION_ID, reservationTypeId: 't-7' });
    const { actor } = start({ ...complete, reservationId: null }, verifier);
    expect(actor.getSnapshot().matches({ pending: 'findingReservation' })).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(verifier.authorityCalls).toEqual(['S0123abcd']);
    expect(verifier.calls).toEqual([complete]);
  });

  it('shows the failure, not an endless wait, when the server cannot tie the authority to this customer', async () => {
    const { actor, verifier } = start({ ...complete, reservationId: null });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(verifier.calls).toEqual([]);
    expect(bookingPageAfterFailure(actor.getSnapshot().context)).toBe('/reservations');
  });

  it('shows the failure when the authority lookup gets no answer', async () => {
    const verifier = new FakePaymentVerifier();
    verifier.authorityFailure = new Error('Network Error');
    const { actor } = start({ ...complete, reservationId: null }, verifier);
    await waitFor(actor, (s) => s.matches('failure'));
  });

  it('ends calmly in checking when the bank has not settled, and goes nowhere', async () => {
    const verifier = new FakePaymentVerifier();
    verifier.answer = { state: 'checking', message: 'بانک هنوز نتیجه پرداخت را قطعی اعلام نکرده است' };
    const { actor, clock, navigation } = start(complete, verifier);
    await waitFor(actor, (s) => s.matches('checking'));
    clock.increment(10_000);
    expect(navigation.visited).toEqual([]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("shows the failure with the server's word on the money and the booking page to go back to, and goes nowhere", async () => {
    const verifier = new FakePaymentVerifier();
    verifier.answer = {
      state: 'failed',
      message: 'زمان این رزرو به شخص دیگری رسید؛ مبلغ به حساب شما بازگردانده می‌شود',
      reservationTypeId: 't-3',
    };
    const { actor, clock, navigation } = start({ ...complete, status: 'NOK' }, verifier);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.message).toBe('زمان این رزرو به شخص دیگری رسید؛ مبلغ به حساب شما بازگردانده می‌شود');
    expect(bookingPageAfterFailure(actor.getSnapshot().context)).toBe('/reservation/t-3');
    clock.increment(10_000);
    expect(navigation.visited).toEqual([]);
  });

  it('goes back to the booking page the authority lookup named when the failure names none', async () => {
    const verifier = new FakePaymentVerifier();
    verifier.authorities.set('S0123abcd', { reservationId: RESERVATION_ID, reservationTypeId: 't-7' });
    verifier.answer = { state: 'failed', message: null, reservationTypeId: null };
    const { actor } = start({ ...complete, reservationId: null }, verifier);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(bookingPageAfterFailure(actor.getSnapshot().context)).toBe('/reservation/t-7');
  });

  it('shows the failure, saying where the result will show, when the verify call gets no answer', async () => {
    const verifier = new FakePaymentVerifier();
    verifier.answer = new Error('Network Error');
    const { actor } = start(complete, verifier);
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.message).toBe(VERIFY_NO_ANSWER);
  });

  it('stays pending while the server has not answered', async () => {
    const verifier = new FakePaymentVerifier();
    let release!: () => void;
    verifier.gate = new Promise((resolve) => {
      release = resolve;
    });
    const { actor, clock } = start(complete, verifier);
    clock.increment(10_000);
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    release();
    await waitFor(actor, (s) => s.matches('success'));
  });
});
