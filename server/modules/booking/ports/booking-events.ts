import type { WallClock } from '../../../../src/core/domain/business-time';

/** What became of a cancelled booking's money, as the customer is told. */
export type CancelMoneyOutcome =
  /** nothing was paid (a free type) */
  | 'nothing-paid'
  /** the bank gave the money back to the card */
  | 'reversed'
  /** the consultant owes it back by hand (the bank's window had closed or it failed) */
  | 'refund-owed';

/**
 * What the booking module tells the rest of the site after a change is committed: messages to
 * the customer and the consultant hang on these. A listener never throws and never makes the
 * booking wait; a change whose telling is lost (a process killed between the two) is caught up
 * by the listener's own sweep.
 */
export interface BookingEvents {
  confirmed(reservationId: string): void;
  cancelled(reservationId: string, by: 'customer' | 'consultant', money: CancelMoneyOutcome): void;
  moved(reservationId: string, from: WallClock): void;
}

/** For tests and commands that send nothing. */
export const NO_BOOKING_EVENTS: BookingEvents = {
  confirmed: () => undefined,
  cancelled: () => undefined,
  moved: () => undefined,
};
