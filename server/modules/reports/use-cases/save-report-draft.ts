import { REPORT_MESSAGES as M, type ReportDesk } from '../../../../src/core/domain/session-report';
import { keptBody, requireWritable } from './report-body';
import { bookingFor, deskOf } from './report-desk';
import type { ReportContext } from './report-context';

/** The consultant keeps what they wrote as the report's draft: nobody else sees it, and nobody is told. */
export class SaveReportDraft {
  constructor(private readonly context: Pick<ReportContext, 'store' | 'bookings' | 'clock'>) {}

  async execute(input: { by: string; reservationId: string; body: string }): Promise<{ message: string; desk: ReportDesk }> {
    const booking = await bookingFor(this.context, input.reservationId);
    const now = this.context.clock.now();
    requireWritable(booking, now);
    const body = keptBody(input.body);
    await this.context.store.saveDraft({ reservationId: booking.reservationId, body, by: input.by, at: now });
    return { message: M.draftSaved, desk: await deskOf(this.context, booking) };
  }
}
