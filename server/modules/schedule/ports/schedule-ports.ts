import type { BookingListReads } from './booking-list-reads';
import type { NoShowMarks } from './no-show-marks';
import type { OfferedTypeReads } from './offered-type-reads';
import type { ReservationTypeStore } from './reservation-type-store';
import type { SlotStore } from './slot-store';

/** What the schedule module needs from the world, given by the composition root (fakes in tests). */
export interface SchedulePorts {
  types: ReservationTypeStore;
  slots: SlotStore;
  bookings: BookingListReads;
  offered: OfferedTypeReads;
  noShows: NoShowMarks;
}
