import type { CancelledNotice, ConsultantContact, NoticeBooking } from './notice-booking';

/** A booking the sweep found without its messages, with what it became. */
export type MissedNotice =
  { occasion: 'confirmed'; booking: NoticeBooking } | { occasion: 'cancelled'; booking: NoticeBooking; cancelled: CancelledNotice };

/** What the notices module reads of bookings, types and users (its own SQL). */
export interface NoticeReads {
  booking(reservationId: string): Promise<NoticeBooking | null>;
  consultants(): Promise<ConsultantContact[]>;
  /** who cancelled a cancelled booking and where its money went */
  cancellationOf(reservationId: string): Promise<CancelledNotice>;
  /**
   * bookings confirmed or cancelled since `since` whose `sweepMarker` is not in the outbox,
   * oldest first, at most `limit`
   */
  missedSince(since: Date, limit: number): Promise<MissedNotice[]>;
  /** confirmed bookings on Tehran's dates `fromDate`..`toDate` (inclusive), by date and time, at most `limit` */
  confirmedOn(fromDate: string, toDate: string, limit: number): Promise<NoticeBooking[]>;
}
