import { attempt, refused, type Outcome } from '../../domain/outcome';
import { isEmptyReport, REPORT_MESSAGES, type ReportDesk, type ReportReading } from '../../domain/session-report';
import type { ReportRepository } from '../../ports/reports/report-repository';

/** A sent report for its reader, or the server's "not found" (said alike for every reason). */
export class LoadReport {
  constructor(private readonly reports: ReportRepository) {}

  execute(reservationId: string, version?: number): Promise<Outcome<ReportReading>> {
    return attempt(() => this.reports.read(reservationId, version), '');
  }
}

/** The consultant's desk of a booking's report: its draft, its sent versions, whether it may be written now. */
export class LoadReportDesk {
  constructor(private readonly reports: ReportRepository) {}

  execute(reservationId: string): Promise<Outcome<ReportDesk>> {
    return attempt(() => this.reports.desk(reservationId), '');
  }
}

/** Keeps the editor's text as the report's draft; an empty report is refused without asking the server. */
export class SaveReportDraft {
  constructor(private readonly reports: ReportRepository) {}

  async execute(reservationId: string, body: string): Promise<Outcome<ReportDesk>> {
    if (isEmptyReport(body)) return refused(REPORT_MESSAGES.empty);
    return unwrapped(
      await attempt(
        () => this.reports.saveDraft(reservationId, body),
        ({ message }) => message,
      ),
    );
  }
}

/** Sends the editor's text as the report's next version; the customer is told. */
export class SendReport {
  constructor(private readonly reports: ReportRepository) {}

  async execute(reservationId: string, body: string): Promise<Outcome<ReportDesk>> {
    if (isEmptyReport(body)) return refused(REPORT_MESSAGES.empty);
    return unwrapped(
      await attempt(
        () => this.reports.send(reservationId, body),
        ({ message }) => message,
      ),
    );
  }
}

function unwrapped(outcome: Outcome<{ message: string; desk: ReportDesk }>): Outcome<ReportDesk> {
  return outcome.ok ? { ok: true, value: outcome.value.desk, message: outcome.message } : outcome;
}
