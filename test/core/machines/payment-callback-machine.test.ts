import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { paymentCallbackMachine, MY_RESERVATIONS_PATH, type PaymentCallbackInput } from '../../../src/core/machines/payment-callback-machine';
import { VerifyPayment } from '../../../src/core/use-cases/verify-payment';
import { FakePaymentVerifier } from '../../fakes/fake-payment-verifier';
import { FakeNavigation } from '../../fakes/fake-navigation';

const complete: PaymentCallbackInput = { authority: 'S0123abcd', status: 'OK', reservationId: '4c1f0c2e-59b4-4f5e-9e35-1d3c2a1b0f00' };

function start(input: PaymentCallbackInput, verifier = new FakePaymentVerifier()) {
  const navigation = new FakeNavigation();
  const verifyPayment = new VerifyPayment(verifier);
  const machine = paymentCallbackMachine.provide({
    actors: { verifyPayment: fromPromise(({ input: request }) => verifyPayment.execute(request)) },
    actions: { goToMyReservations: () => navigation.navigate(MY_RESERVATIONS_PATH, { replace: true }) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, navigation, verifier };
}

describe('the payment callback machine', () => {
  it('verifies with Authority, Status and the stored reservation id, shows success, and redirects after 3 s', async () => {
    const { actor, clock, navigation, verifier } = start(complete);
    expect(actor.getSnapshot().matches({ pending: 'verifying' })).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(verifier.calls).toEqual([complete]);
    clock.increment(2999);
    expect(navigation.visited).toEqual([]);
    clock.increment(1);
    expect(navigation.visited).toEqual([{ to: '/dashboard?tab=reservations', options: { replace: true } }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['Authority', { ...complete, authority: null }],
    ['Status', { ...complete, status: null }],
    ['the stored reservation id', { ...complete, reservationId: null }],
    ['an empty Authority', { ...complete, authority: '' }],
  ])('stays waiting without verifying when %s is missing', async (_what, input) => {
    const { actor, clock, verifier, navigation } = start(input);
    await Promise.resolve();
    clock.increment(60_000);
    expect(actor.getSnapshot().matches({ pending: 'waiting' })).toBe(true);
    expect(verifier.calls).toEqual([]);
    expect(navigation.visited).toEqual([]);
  });

  it('shows the failure when the server refuses the payment, and goes nowhere', async () => {
    const verifier = new FakePaymentVerifier();
    verifier.answer = false;
    const { actor, clock, navigation } = start({ ...complete, status: 'NOK' }, verifier);
    await waitFor(actor, (s) => s.matches('failure'));
    clock.increment(10_000);
    expect(navigation.visited).toEqual([]);
  });

  it('shows the failure when the verify call gets no answer', async () => {
    const verifier = new FakePaymentVerifier();
    verifier.answer = new Error('Network Error');
    const { actor } = start(complete, verifier);
    await waitFor(actor, (s) => s.matches('failure'));
  });

  it('stays pending while the server has not answered', async () => {
    const verifier = new FakePaymentVerifier();
    let release!: () => void;
    verifier.gate = new Promise((resolve) => { release = resolve; });
    const { actor, clock } = start(complete, verifier);
    clock.increment(10_000);
    expect(actor.getSnapshot().matches('pending')).toBe(true);
    release();
    await waitFor(actor, (s) => s.matches('success'));
  });
});
