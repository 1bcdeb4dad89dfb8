import type { MyReservation } from '../../../../src/core/domain/my-reservation';
import type { Clock } from '../../../ports/clock';
import type { BookingReads } from '../ports/booking-reads';

/** How many of a customer's reservations "رزروهای من" carries: the newest, which is what it shows. */
export const MY_RESERVATIONS_LIMIT = 100;

/** The customer's own reservations, newest first, as their list shows them now. */
export class ListMyReservations {
  constructor(
    private readonly reads: Pick<BookingReads, 'myReservations'>,
    private readonly clock: Clock,
  ) {}

  execute(userId: string): Promise<MyReservation[]> {
    return this.reads.myReservations(userId, this.clock.now(), MY_RESERVATIONS_LIMIT);
  }
}
