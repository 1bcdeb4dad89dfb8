import { REPORT_MESSAGES as M, type ReportDesk } from '../../../../src/core/domain/session-report';
import { siteTitleOf } from '../../../../src/core/domain/site-profile';
import { reportReadyMail, reportReadySms, type ReportReadyText } from '../report-ready-texts';
import type { ReportBooking } from '../ports/report-bookings';
import { keptBody, requireWritable } from './report-body';
import { bookingFor, deskOf } from './report-desk';
import type { ReportContext } from './report-context';

/**
 * The consultant sends the report: what the editor holds becomes the next sent version (the
 * first, or a correction), kept as sent from then on, and the customer is told by SMS and
 * e-mail, once for each version sent.
 */
export class SendReport {
  constructor(private readonly context: Pick<ReportContext, 'store' | 'bookings' | 'clock' | 'queue' | 'profile' | 'publicUrl'>) {}

  async execute(input: { by: string; reservationId: string; body: string }): Promise<{ message: string; desk: ReportDesk }> {
    const booking = await bookingFor(this.context, input.reservationId);
    const now = this.context.clock.now();
    requireWritable(booking, now);
    const body = keptBody(input.body);
    const sent = await this.context.store.send({ reservationId: booking.reservationId, body, by: input.by, at: now });
    await this.tellCustomer(booking, sent.version);
    return { message: M.sent(sent.version), desk: await deskOf(this.context, booking) };
  }

  /** An account deleted since the booking has nobody left to tell. */
  private async tellCustomer(booking: ReportBooking, version: number): Promise<void> {
    if (!booking.userId) return;
    const text: ReportReadyText = {
      booking,
      version,
      site: siteTitleOf(await this.context.profile.current()),
      publicUrl: this.context.publicUrl,
    };
    const key = `report-ready:${booking.reservationId}:${version}`;
    if (booking.customerMobile) {
      await this.context.queue({ channel: 'sms', to: booking.customerMobile, body: reportReadySms(text) }, `${key}:sms`);
    }
    if (booking.customerEmail) {
      await this.context.queue({ channel: 'email', to: booking.customerEmail, content: reportReadyMail(text) }, `${key}:email`);
    }
  }
}
