import { toBusinessWallClock } from '../../../../src/core/domain/business-time';
import { DAYS_OFF_MESSAGES } from '../../../../src/core/domain/day-off';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import { PHONE_BOOKING_MESSAGES, type PhoneBooking } from '../../../../src/core/domain/phone-booking';
import { BOOKING_MESSAGES as M } from '../booking-messages';
import { SlotTakenError } from '../ports/booking-store';
import type { PhoneBookingStore } from '../ports/phone-booking-store';
import type { BookingContext } from './booking-context';
import { Refusal } from '../../refusal';

/**
 * The consultant books a published slot for a customer who phoned (one the site knows, or a new
 * account they claim later through the password reset): confirmed at once, paid outside the site
 * or free (its price is what was paid, so the business view's revenue is true). The reservation goes in as every booking does, so the database's one-calendar rule
 * refuses a clash; the minimum notice is the customers' rule and does not bind the consultant.
 * The customer is told as after any confirmation.
 */
export class BookForCaller {
  constructor(
    private readonly context: Pick<BookingContext, 'clock' | 'events' | 'store'>,
    private readonly phoneBookings: PhoneBookingStore,
  ) {}

  async execute(input: PhoneBooking & { consultantId: string }): Promise<{ reservationId: string }> {
    const { store, clock, events } = this.context;
    const offered = await store.offeredSlotPrice(input.reservationTypeId, input.date, input.time);
    if (offered === 'no-type') throw new Refusal('not-found', M.typeNotFound);
    if (offered === 'no-slot') throw new Refusal('invalid', M.slotNotOffered);
    if (offered === 'closed') throw new Refusal('invalid', DAYS_OFF_MESSAGES.closed);
    if (offered === 'busy') throw new Refusal('conflict', M.slotTaken);
    const now = clock.now();
    const wall = toBusinessWallClock(now);
    if (input.date < wall.date || (input.date === wall.date && input.time <= wall.time)) throw new Refusal('invalid', M.slotPassed);
    let outcome: Awaited<ReturnType<PhoneBookingStore['book']>>;
    try {
      outcome = await this.phoneBookings.book({
        ...input,
        price: input.paidOutside ?? 0,
        now,
        lapsedBefore: new Date(now.getTime() - PENDING_HOLD_MS),
      });
    } catch (error) {
      if (error instanceof SlotTakenError) throw new Refusal('conflict', M.slotTaken);
      throw error;
    }
    if (outcome === 'customer-not-found') throw new Refusal('not-found', PHONE_BOOKING_MESSAGES.customerNotFound);
    if (outcome === 'email-taken') throw new Refusal('conflict', PHONE_BOOKING_MESSAGES.emailTaken);
    events.confirmed(outcome.reservationId);
    return outcome;
  }
}
