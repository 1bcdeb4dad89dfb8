import { REPORT_MESSAGES as M, reportWriteBar, type ReportDesk, type ReportSession } from '../../../../src/core/domain/session-report';
import { Refusal } from '../../refusal';
import type { ReportBooking } from '../ports/report-bookings';
import type { ReportContext } from './report-context';

export function sessionOf(booking: ReportBooking): ReportSession {
  const { reservationId, typeTitle, date, time, customerName } = booking;
  return { reservationId, typeTitle, date, time, customerName };
}

/** The booking a report is written for, or the consultant's "not found". */
export async function bookingFor(context: Pick<ReportContext, 'bookings'>, reservationId: string): Promise<ReportBooking> {
  const booking = await context.bookings.booking(reservationId);
  if (!booking) throw new Refusal('not-found', M.reservationNotFound);
  return booking;
}

/** The consultant's desk for one booking's report, as it stands. */
export async function deskOf(context: Pick<ReportContext, 'store' | 'clock'>, booking: ReportBooking): Promise<ReportDesk> {
  const [draft, sent] = await Promise.all([
    context.store.draft(booking.reservationId),
    context.store.sentWithBodies(booking.reservationId),
  ]);
  return {
    session: sessionOf(booking),
    bar: reportWriteBar(booking, context.clock.now()),
    draft: draft && { version: draft.version, body: draft.body, savedAt: draft.savedAt.toISOString() },
    sent: sent.map((each) => ({ version: each.version, sentAt: each.sentAt.toISOString(), body: each.body })),
  };
}

/** The consultant opens a booking's report: its draft, its sent versions, and whether it may be written now. */
export class ReadReportDesk {
  constructor(private readonly context: Pick<ReportContext, 'store' | 'bookings' | 'clock'>) {}

  async execute(reservationId: string): Promise<ReportDesk> {
    return deskOf(this.context, await bookingFor(this.context, reservationId));
  }
}
