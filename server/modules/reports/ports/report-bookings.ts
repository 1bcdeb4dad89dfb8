import type { ReportSession } from '../../../../src/core/domain/session-report';

/** The booking a report is about: whose it is, where its money stands, when it starts, and how its customer is reached. */
export interface ReportBooking extends ReportSession {
  /** the customer's account; null once they deleted it */
  userId: string | null;
  status: string;
  startsAt: Date;
  customerMobile: string | null;
  customerEmail: string | null;
}

export interface ReportBookings {
  booking(reservationId: string): Promise<ReportBooking | null>;
}
