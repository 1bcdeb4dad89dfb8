import { serviceToken as token } from '../../ports/service-token';
import type { LoadReport, LoadReportDesk, SaveReportDraft, SendReport } from './report-use-cases';

/** The use cases of sessions' written reports. */
export const REPORT_USE_CASES = {
  LoadReport: token<LoadReport>('LoadReport'),
  LoadReportDesk: token<LoadReportDesk>('LoadReportDesk'),
  SaveReportDraft: token<SaveReportDraft>('SaveReportDraft'),
  SendReport: token<SendReport>('SendReport'),
} as const;
