import { CHANGE_NOTICE_MESSAGES } from '../../../../src/core/domain/customer-change';
import { BOOKING_MESSAGES, CUSTOMER_CHANGE_MESSAGES as M } from '../../../../server/modules/booking/booking-messages';
import { bookingKit } from '../../../fakes/server/booking/booking-kit';

const MINUTE = 60 * 1000;

describe('the customer moves their confirmed booking to another free time of its type', () => {
  it('keeps the payment, frees the old time at once and tells of the move', async () => {
    const kit = bookingKit();
    const { customer, reservationId, authority } = await kit.paidBooking();
    const old = { ...kit.reservation(reservationId) };
    const target = kit.nextSlot();

    const answer = await kit.useCases.moveBooking.execute({ userId: customer.id, reservationId, date: target.date, timeSlot: target.time });

    expect(answer.message).toBe('رزرو شما به مشاوره مالیاتی، سه‌شنبه ۱۰ آذر ۱۴۰۵ ساعت ۱۰:۰۰ منتقل شد');
    expect(kit.reservation(reservationId)).toMatchObject({ status: 'confirmed', date: target.date, time: target.time });
    expect(kit.payment(authority).status).toBe('paid');
    expect(kit.ledgerOf(reservationId).at(-1)).toBe('moved-by-customer confirmed→confirmed');
    expect(kit.events.told).toContain(`moved ${reservationId} from ${old.date} ${old.time}`);
    await expect(kit.hold(kit.customer(), { date: old.date, time: old.time })).resolves.toEqual(expect.any(String));
  });

  it('lets exactly one of two customers moving into one free time win; the other keeps their old time', async () => {
    const kit = bookingKit();
    const first = await kit.paidBooking();
    const second = await kit.paidBooking();
    const target = kit.nextSlot();
    const move = (who: typeof first) =>
      kit.useCases.moveBooking.execute({
        userId: who.customer.id,
        reservationId: who.reservationId,
        date: target.date,
        timeSlot: target.time,
      });

    const results = await Promise.allSettled([move(first), move(second)]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')!;
    expect(lost.reason).toMatchObject({ kind: 'conflict', message: BOOKING_MESSAGES.slotTaken });
    const there = [first, second].filter(
      (who) => kit.reservation(who.reservationId).date === target.date && kit.reservation(who.reservationId).time === target.time,
    );
    expect(there).toHaveLength(1);
    const loser = [first, second].find((who) => who !== there[0])!;
    expect(kit.reservation(loser.reservationId)).toMatchObject({ status: 'confirmed' });
    expect(kit.ledgerOf(loser.reservationId).at(-1)).not.toContain('moved-by-customer');
  });

  it('refuses a time that is taken, not offered, already passed, or the same one', async () => {
    const kit = bookingKit();
    const { customer, reservationId } = await kit.paidBooking();
    const held = kit.nextSlot();
    await kit.hold(kit.customer(), held);
    const moveTo = (date: string, timeSlot: string) =>
      kit.useCases.moveBooking.execute({ userId: customer.id, reservationId, date, timeSlot });
    const mine = kit.reservation(reservationId);

    await expect(moveTo(held.date, held.time)).rejects.toMatchObject({ kind: 'conflict', message: BOOKING_MESSAGES.slotTaken });
    await expect(moveTo('2026-12-01', '23:00')).rejects.toMatchObject({ kind: 'invalid', message: BOOKING_MESSAGES.slotNotOffered });
    await expect(moveTo(mine.date, mine.time)).rejects.toMatchObject({ kind: 'invalid', message: M.sameTime });
    kit.store.types.get(kit.typeId)!.slots.add('2026-11-21 10:00');
    await expect(moveTo('2026-11-21', '10:00')).rejects.toMatchObject({ kind: 'invalid', message: BOOKING_MESSAGES.slotPassed });
    expect(kit.reservation(reservationId)).toMatchObject({ date: mine.date, time: mine.time, status: 'confirmed' });
  });

  it('refuses a new time inside the consultant’s notice, which could never be changed again', async () => {
    const kit = bookingKit();
    const { customer, reservationId } = await kit.paidBooking();
    // tomorrow 10:00 in Tehran is 22 hours away; the booking itself is nine days away
    kit.store.types.get(kit.typeId)!.slots.add('2026-11-23 10:00');
    kit.settings.noticeHours = 48;

    await expect(
      kit.useCases.moveBooking.execute({ userId: customer.id, reservationId, date: '2026-11-23', timeSlot: '10:00' }),
    ).rejects.toMatchObject({ kind: 'invalid', message: 'زمان تازه باید دست‌کم ۴۸ ساعت بعد از اکنون باشد؛ زمان دیرتری را انتخاب کنید' });
    expect(kit.reservation(reservationId)).toMatchObject({ date: '2026-12-01', time: '09:00' });
  });

  it('moves into a time whose hold has lapsed', async () => {
    const kit = bookingKit();
    const { customer, reservationId } = await kit.paidBooking();
    const target = kit.nextSlot();
    const lapsed = await kit.hold(kit.customer(), target);
    kit.clock.advance(7 * MINUTE);

    await kit.useCases.moveBooking.execute({ userId: customer.id, reservationId, date: target.date, timeSlot: target.time });
    expect(kit.reservation(lapsed).status).toBe('expired');
    expect(kit.reservation(reservationId)).toMatchObject({ date: target.date, time: target.time });
  });

  it('answers «not found» for another customer’s booking and refuses after the notice, changing nothing', async () => {
    const kit = bookingKit('2026-11-30T05:00:00Z');
    const { customer, reservationId } = await kit.paidBooking();
    const target = kit.nextSlot();
    const moveAs = (userId: string) =>
      kit.useCases.moveBooking.execute({ userId, reservationId, date: target.date, timeSlot: target.time });

    await expect(moveAs(kit.customer().id)).rejects.toMatchObject({ kind: 'not-found', message: BOOKING_MESSAGES.reservationNotFound });
    kit.clock.advance(30 * MINUTE);
    await expect(moveAs(customer.id)).rejects.toMatchObject({ kind: 'conflict', message: CHANGE_NOTICE_MESSAGES.tooLate(24) });
    expect(kit.reservation(reservationId)).toMatchObject({ date: '2026-12-01', time: '09:00', status: 'confirmed' });
  });
});
