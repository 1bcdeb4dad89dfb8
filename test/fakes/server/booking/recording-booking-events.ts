import type { WallClock } from '../../../../src/core/domain/business-time';
import type { BookingEvents, CancelMoneyOutcome } from '../../../../server/modules/booking';

/** The booking module's tellings, remembered in order, as "kind id detail". */
export class RecordingBookingEvents implements BookingEvents {
  readonly told: string[] = [];

  confirmed(reservationId: string): void {
    this.told.push(`confirmed ${reservationId}`);
  }

  cancelled(reservationId: string, by: 'customer' | 'consultant', money: CancelMoneyOutcome): void {
    this.told.push(`cancelled ${reservationId} by ${by}: ${money}`);
  }

  moved(reservationId: string, from: WallClock): void {
    this.told.push(`moved ${reservationId} from ${from.date} ${from.time}`);
  }
}
