import { REFUND_MESSAGES as M } from '../../../../server/modules/booking/booking-messages';
import { bookingKit } from '../../../fakes/server/booking/booking-kit';

const MINUTE = 60 * 1000;
const REASON = 'مشاور در این روز در دسترس نیست';

describe('the consultant cancels a booking with a reason', () => {
  it('frees an unpaid hold and owes nothing', async () => {
    const kit = bookingKit();
    const reservationId = await kit.hold(kit.customer());

    expect(await kit.useCases.cancelByConsultant.execute({ consultantId: 'consultant', reservationId, reason: REASON })).toEqual({
      refundOwed: false,
    });
    expect(kit.reservation(reservationId)).toMatchObject({ status: 'cancelled', cancelReason: REASON });
  });

  it('gives a paid booking’s money back through the bank at once, within its 30 minutes', async () => {
    const kit = bookingKit();
    const { reservationId, authority } = await kit.paidBooking();

    expect(await kit.useCases.cancelByConsultant.execute({ consultantId: 'consultant', reservationId, reason: REASON })).toEqual({
      refundOwed: false,
    });

    expect(kit.payment(authority)).toMatchObject({ status: 'reversed', failureReason: 'cancelled-by-consultant' });
    expect(kit.bank.payment(authority)?.state).toBe('REVERSED');
  });

  it('puts the money on the refund-owed list when the bank’s 30 minutes are over', async () => {
    const kit = bookingKit();
    const { reservationId, authority } = await kit.paidBooking();
    kit.clock.advance(31 * MINUTE);

    expect(await kit.useCases.cancelByConsultant.execute({ consultantId: 'consultant', reservationId, reason: REASON })).toEqual({
      refundOwed: true,
    });

    expect(kit.payment(authority).status).toBe('refund_required');
    expect(await kit.reads.refundsOwed(10)).toEqual([expect.objectContaining({ reservationId, lastGatewayCode: -63 })]);
  });

  it('refuses a booking that is neither live nor paid, and one that does not exist', async () => {
    const kit = bookingKit();
    const customer = kit.customer();
    const reservationId = await kit.hold(customer);
    await kit.useCases.releaseHold.execute({ userId: customer.id, reservationId });

    await expect(
      kit.useCases.cancelByConsultant.execute({ consultantId: 'consultant', reservationId, reason: REASON }),
    ).rejects.toMatchObject({ kind: 'conflict', message: M.notCancellable });
    await expect(
      kit.useCases.cancelByConsultant.execute({ consultantId: 'consultant', reservationId: 'nothing', reason: REASON }),
    ).rejects.toMatchObject({ kind: 'not-found', message: M.notFound });
  });
});
