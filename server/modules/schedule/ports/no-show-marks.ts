import type { BookingStatus } from '../../../../src/core/domain/admin-booking';

/** The consultant's mark on a past session its customer missed. */
export interface NoShowMarks {
  /** the reservation's status and start (Tehran's date and time); null when no reservation has this id */
  find(id: string): Promise<{ status: BookingStatus; date: string; time: string } | null>;
  /** sets (an instant) or clears (null) the mark of a confirmed reservation; false when it is not confirmed any more */
  set(id: string, at: Date | null): Promise<boolean>;
}
