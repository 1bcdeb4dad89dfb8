import { VerifyPayment } from '../../../src/core/use-cases/verify-payment';
import { LoadMyReservations, MY_RESERVATIONS_LOAD_FAILED } from '../../../src/core/use-cases/load-my-reservations';
import { statusAt, RESERVATION_STATUS_LABELS } from '../../../src/core/domain/my-reservation';
import { FakePaymentVerifier } from '../../fakes/fake-payment-verifier';
import { FakeMyReservationsRepository, sampleMyReservation } from '../../fakes/fake-my-reservations-repository';

const request = { authority: 'S1', status: 'OK', reservationId: 'r-1' };

describe('verifying a payment', () => {
  it('is paid only when the server answers OK', async () => {
    const verifier = new FakePaymentVerifier();
    expect(await new VerifyPayment(verifier).execute(request)).toBe('paid');
    expect(verifier.calls).toEqual([request]);
    verifier.answer = false;
    expect(await new VerifyPayment(verifier).execute(request)).toBe('failed');
  });

  it('counts a call that got no answer as failed', async () => {
    const verifier = new FakePaymentVerifier();
    verifier.answer = new Error('Network Error');
    expect(await new VerifyPayment(verifier).execute(request)).toBe('failed');
  });
});

describe('loading my reservations', () => {
  it('gives them newest first', async () => {
    const repository = new FakeMyReservationsRepository([
      sampleMyReservation({ _id: 'old', createdAt: '2026-11-01T08:00:00Z' }),
      sampleMyReservation({ _id: 'new', createdAt: '2026-11-21T08:00:00Z' }),
    ]);
    const result = await new LoadMyReservations(repository).execute();
    expect('reservations' in result && result.reservations.map((r) => r._id)).toEqual(['new', 'old']);
  });

  it('gives a Persian error when the call fails', async () => {
    const repository = new FakeMyReservationsRepository();
    repository.failure = new Error('Network Error');
    expect(await new LoadMyReservations(repository).execute()).toEqual({ error: MY_RESERVATIONS_LOAD_FAILED });
  });
});

describe('the status a reservation shows', () => {
  it('turns a pending reservation into expired when its 6 minutes are over', () => {
    const pending = sampleMyReservation({ status: 'pending', createdAt: '2026-11-22T08:00:00.000Z' });
    expect(statusAt(pending, Date.parse('2026-11-22T08:05:59Z'))).toBe('pending');
    expect(statusAt(pending, Date.parse('2026-11-22T08:06:00Z'))).toBe('expired');
    expect(statusAt(sampleMyReservation({ status: 'confirmed' }), Date.parse('2027-01-01T00:00:00Z'))).toBe('confirmed');
  });

  it('has a Persian label for every status', () => {
    expect(Object.values(RESERVATION_STATUS_LABELS).every((label) => /^[\u0600-\u06FF\s]+$/.test(label))).toBe(true);
  });
});
