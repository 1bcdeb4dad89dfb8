import { VerifyPayment, VERIFY_NO_ANSWER } from '../../../src/core/use-cases/payment/verify-payment';
import { FindReservationByAuthority } from '../../../src/core/use-cases/payment/find-reservation-by-authority';
import { LoadMyReservations, MY_RESERVATIONS_LOAD_FAILED } from '../../../src/core/use-cases/booking/load-my-reservations';
import { statusAt } from '../../../src/core/domain/my-reservation';
import { FakePaymentVerifier, PAID } from '../../fakes/fake-payment-verifier';
import { FakeMyReservationsRepository, sampleMyReservation } from '../../fakes/fake-my-reservations-repository';

const request = { authority: 'S1', status: 'OK', reservationId: 'r-1' };

describe('verifying a payment', () => {
  it("gives the server's word: paid with the bank's reference, still being checked, or failed with its message", async () => {
    const verifier = new FakePaymentVerifier();
    expect(await new VerifyPayment(verifier).execute(request)).toEqual(PAID);
    expect(verifier.calls).toEqual([request]);
    verifier.answer = { state: 'checking', message: 'بانک هنوز نتیجه پرداخت را قطعی اعلام نکرده است' };
    expect(await new VerifyPayment(verifier).execute(request)).toEqual(verifier.answer);
    verifier.answer = { state: 'failed', message: 'پرداخت انجام نشد یا لغو شد', reservationTypeId: 't-1' };
    expect(await new VerifyPayment(verifier).execute(request)).toEqual(verifier.answer);
  });

  it('counts a call that got no answer as failed, saying where the result will show', async () => {
    const verifier = new FakePaymentVerifier();
    verifier.answer = new Error('Network Error');
    expect(await new VerifyPayment(verifier).execute(request)).toEqual({
      state: 'failed',
      message: VERIFY_NO_ANSWER,
      reservationTypeId: null,
    });
    expect(VERIFY_NO_ANSWER).toContain('رزروهای من');
  });
});

describe('finding the reservation of a bank authority', () => {
  it('gives the reservation the server ties to the authority, and nothing when it cannot or does not answer', async () => {
    const verifier = new FakePaymentVerifier();
    verifier.authorities.set('S1', { reservationId: 'r-1', reservationTypeId: 't-1' });
    const find = new FindReservationByAuthority(verifier);
    expect(await find.execute('S1')).toEqual({ reservationId: 'r-1', reservationTypeId: 't-1' });
    expect(await find.execute('S2')).toBeNull();
    verifier.authorityFailure = new Error('Network Error');
    expect(await find.execute('S1')).toBeNull();
  });
});

describe('loading my reservations', () => {
  it('gives them newest first', async () => {
    const repository = new FakeMyReservationsRepository([
      sampleMyReservation({ _id: 'old', createdAt: '2026-11-01T08:00:00Z' }),
      sampleMyReservation({ _id: 'new', createdAt: '2026-11-21T08:00:00Z' }),
    ]);
    const result = await new LoadMyReservations(repository).execute();
    expect(result.ok && result.value.map((r) => r._id)).toEqual(['new', 'old']);
  });

  it('gives a Persian error when the call fails', async () => {
    const repository = new FakeMyReservationsRepository();
    repository.failure = new Error('Network Error');
    expect(await new LoadMyReservations(repository).execute()).toEqual({ ok: false, message: MY_RESERVATIONS_LOAD_FAILED });
  });
});

describe('the status a reservation shows', () => {
  it('turns a pending reservation into expired when its 6 minutes are over', () => {
    const pending = sampleMyReservation({ status: 'pending', createdAt: '2026-11-22T08:00:00.000Z' });
    expect(statusAt(pending, Date.parse('2026-11-22T08:05:59Z'))).toBe('pending');
    expect(statusAt(pending, Date.parse('2026-11-22T08:06:00Z'))).toBe('expired');
    expect(statusAt(sampleMyReservation({ status: 'confirmed' }), Date.parse('2027-01-01T00:00:00Z'))).toBe('confirmed');
    expect(
      statusAt(sampleMyReservation({ status: 'released', createdAt: '2026-11-22T08:00:00.000Z' }), Date.parse('2026-11-22T08:01:00Z')),
    ).toBe('released');
  });
});
