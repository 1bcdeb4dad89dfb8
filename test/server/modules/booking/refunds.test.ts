import { REFUND_NOTE_TOO_LONG } from '../../../../src/core/domain/refund-note';
import { REFUND_MESSAGES as M } from '../../../../server/modules/booking/booking-messages';
import { bookingKit } from '../../../fakes/server/booking/booking-kit';

const MINUTE = 60 * 1000;

/** A paid booking the consultant cancelled after the bank's 30 minutes: its money is owed back. */
async function owedPayment() {
  const kit = bookingKit();
  const { reservationId, authority, payment } = await kit.paidBooking();
  kit.clock.advance(31 * MINUTE);
  await kit.useCases.cancelByConsultant.execute({ consultantId: 'consultant', reservationId, reason: 'لغو' });
  return { kit, reservationId, authority, paymentId: payment.id };
}

describe('the consultant retries giving money back through the bank', () => {
  it('reverses an owed payment when the bank accepts (it was too busy when the booking was cancelled)', async () => {
    const kit = bookingKit();
    const {
      reservationId,
      authority,
      payment: { id: paymentId },
    } = await kit.paidBooking();
    kit.bank.failNext('reverse', { code: -12 });
    expect(await kit.useCases.cancelByConsultant.execute({ consultantId: 'consultant', reservationId, reason: 'لغو' })).toEqual({
      refundOwed: true,
    });

    await kit.useCases.reversePayment.execute({ consultantId: 'consultant', paymentId });

    expect(kit.payment(authority).status).toBe('reversed');
    expect(await kit.reads.refundsOwed(10)).toEqual([]);
  });

  it('says why the bank refused, with its code, and keeps the payment owed', async () => {
    const { kit, authority, paymentId } = await owedPayment();

    await expect(kit.useCases.reversePayment.execute({ consultantId: 'consultant', paymentId })).rejects.toMatchObject({
      kind: 'unavailable',
      message: M.reverseRefused(-63, 'Maximum time for reverse this session is expired.'),
    });
    expect(kit.payment(authority).status).toBe('refund_required');
  });

  it('refuses a payment that owes nothing', async () => {
    const kit = bookingKit();
    const { payment } = await kit.paidBooking();
    await expect(kit.useCases.reversePayment.execute({ consultantId: 'consultant', paymentId: payment.id })).rejects.toMatchObject({
      kind: 'conflict',
      message: M.nothingOwed,
    });
  });
});

describe('the consultant records a refund made outside the bank', () => {
  it('marks an owed payment refunded with their note, and it leaves the refund-owed list', async () => {
    const { kit, reservationId, authority, paymentId } = await owedPayment();

    await kit.useCases.markRefunded.execute({ consultantId: 'consultant', paymentId, note: '  کارت به کارت شد  ' });

    expect(kit.payment(authority).status).toBe('refunded');
    expect(kit.store.ledger.filter((line) => line.reservationId === reservationId).at(-1)).toMatchObject({
      kind: 'marked-refunded',
      message: 'کارت به کارت شد',
    });
    expect(await kit.reads.refundsOwed(10)).toEqual([]);
  });

  it('refuses a note over 500 characters, a payment that owes nothing, and one that does not exist', async () => {
    const { kit, paymentId } = await owedPayment();
    await expect(kit.useCases.markRefunded.execute({ consultantId: 'consultant', paymentId, note: 'ی'.repeat(501) })).rejects.toMatchObject(
      { kind: 'invalid', message: REFUND_NOTE_TOO_LONG },
    );

    await kit.useCases.markRefunded.execute({ consultantId: 'consultant', paymentId, note: '' });
    await expect(kit.useCases.markRefunded.execute({ consultantId: 'consultant', paymentId, note: '' })).rejects.toMatchObject({
      kind: 'conflict',
      message: M.nothingOwed,
    });
    await expect(kit.useCases.markRefunded.execute({ consultantId: 'consultant', paymentId: 'nothing', note: '' })).rejects.toMatchObject({
      kind: 'not-found',
      message: M.paymentNotFound,
    });
  });
});
