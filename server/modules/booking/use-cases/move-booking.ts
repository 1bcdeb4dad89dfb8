import { BOOKING_NOTICE_MESSAGES, insideBookingNotice } from '../../../../src/core/domain/booking-notice';
import { toBusinessWallClock } from '../../../../src/core/domain/business-time';
import { DAYS_OFF_MESSAGES } from '../../../../src/core/domain/day-off';
import { CHANGE_NOTICE_MESSAGES, mayMoveTo } from '../../../../src/core/domain/customer-change';
import { lifecycleStep } from '../../../../src/core/domain/lifecycle-step';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import { reservationLifecycleMachine } from '../../../../src/core/machines/reservation-lifecycle-machine';
import { BOOKING_MESSAGES, CUSTOMER_CHANGE_MESSAGES as M, describeBooking } from '../booking-messages';
import { SlotTakenError } from '../ports/booking-store';
import type { BookingContext } from './booking-context';
import { customerChangeable } from './customer-changeable';
import { Refusal } from '../../refusal';

export interface MoveBookingInput {
  userId: string;
  reservationId: string;
  date: string;
  timeSlot: string;
}

/**
 * The customer moves their confirmed booking, before the consultant's notice, to another free
 * time of the same type. The payment stays with it and the old time is free at once. Two
 * customers moving into one time race like bookings: the one-calendar rule lets one win, and
 * the other keeps their old time.
 */
export class MoveBooking {
  constructor(private readonly context: Pick<BookingContext, 'clock' | 'events' | 'settings' | 'store'>) {}

  async execute(input: MoveBookingInput): Promise<{ message: string }> {
    const { store, events } = this.context;
    const { reservation, at, noticeHours } = await customerChangeable(this.context, input.userId, input.reservationId);
    if (reservation.date === input.date && reservation.time === input.timeSlot) throw new Refusal('invalid', M.sameTime);
    const offered = await store.offeredSlotPrice(reservation.reservationTypeId, input.date, input.timeSlot);
    if (offered === 'no-type') throw new Refusal('not-found', BOOKING_MESSAGES.typeNotFound);
    if (offered === 'no-slot') throw new Refusal('invalid', BOOKING_MESSAGES.slotNotOffered);
    if (offered === 'closed') throw new Refusal('invalid', DAYS_OFF_MESSAGES.closed);
    if (offered === 'busy') throw new Refusal('conflict', BOOKING_MESSAGES.slotTaken);
    const wallClock = toBusinessWallClock(at);
    if (input.date < wallClock.date || (input.date === wallClock.date && input.timeSlot <= wallClock.time))
      throw new Refusal('invalid', BOOKING_MESSAGES.slotPassed);
    if (!mayMoveTo(input.date, input.timeSlot, at.getTime(), noticeHours))
      throw new Refusal('invalid', CHANGE_NOTICE_MESSAGES.targetTooSoon(noticeHours));
    const bookingNotice = await this.context.settings.bookingNoticeMinutes();
    if (insideBookingNotice(input.date, input.timeSlot, at.getTime(), bookingNotice))
      throw new Refusal('invalid', BOOKING_NOTICE_MESSAGES.tooSoon(bookingNotice));
    const allowed = lifecycleStep(
      reservationLifecycleMachine,
      reservation.status,
      { userId: reservation.userId, createdAt: reservation.createdAt.toISOString() },
      { type: 'MOVE_BY_CUSTOMER', userId: input.userId },
    );
    if (!allowed) throw new Refusal('conflict', M.notChangeable);

    const from = { date: reservation.date, time: reservation.time };
    const to = { date: input.date, time: input.timeSlot };
    const message = `${from.date} ${from.time} → ${to.date} ${to.time}`;
    try {
      const moved = await store.moveBooking(reservation.id, {
        from,
        to,
        at,
        lapsedBefore: new Date(at.getTime() - PENDING_HOLD_MS),
        event: { kind: 'moved-by-customer', actor: 'customer', actorId: input.userId, message },
      });
      if (!moved) throw new Refusal('conflict', M.notChangeable);
    } catch (error) {
      if (error instanceof SlotTakenError) throw new Refusal('conflict', BOOKING_MESSAGES.slotTaken);
      throw error;
    }
    events.moved(reservation.id, from);
    return { message: M.moved(describeBooking(reservation.typeTitle, to.date, to.time)) };
  }
}
