import { REPORT_MESSAGES as M, type ReportReading } from '../../../../src/core/domain/session-report';
import { Refusal } from '../../refusal';
import type { ReportContext, ReportViewer } from './report-context';

/**
 * A sent report, for the booking's customer and the consultant alone. Anyone else, nobody signed
 * in, a booking that does not exist, a version never sent, or a report still in draft: all the
 * same "not found", so nobody learns from the answer whether a booking or a report exists.
 */
export class ReadReport {
  constructor(private readonly context: Pick<ReportContext, 'store' | 'bookings'>) {}

  async execute(input: { viewer: ReportViewer | null; reservationId: string; version: number | null }): Promise<ReportReading> {
    const { viewer, reservationId, version } = input;
    if (!viewer) throw new Refusal('not-found', M.notFound);
    const booking = await this.context.bookings.booking(reservationId);
    if (!booking || !(viewer.isAdmin || booking.userId === viewer.id)) throw new Refusal('not-found', M.notFound);
    const sent = await this.context.store.sent(reservationId, version);
    if (!sent) throw new Refusal('not-found', M.notFound);
    const versions = await this.context.store.sentVersions(reservationId);
    const { userId: _userId, status: _status, startsAt: _startsAt, customerMobile: _mobile, customerEmail: _email, ...session } = booking;
    return {
      session,
      version: sent.version,
      sentAt: sent.sentAt.toISOString(),
      body: sent.body,
      latest: versions[0]?.version === sent.version,
      versions,
    };
  }
}
