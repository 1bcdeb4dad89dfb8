import type { ReportContext } from './report-context';
import { ReadReport } from './read-report';
import { ReadReportDesk } from './report-desk';
import { SaveReportDraft } from './save-report-draft';
import { SendReport } from './send-report';

/** Every use case of the module, built once with the module's ports, the clock and the outbox's queue. */
export function reportsUseCases(context: ReportContext) {
  return {
    readReport: new ReadReport(context),
    readReportDesk: new ReadReportDesk(context),
    saveReportDraft: new SaveReportDraft(context),
    sendReport: new SendReport(context),
  };
}

export type ReportsUseCases = ReturnType<typeof reportsUseCases>;
