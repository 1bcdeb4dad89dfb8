import * as v from 'valibot';
import { REPORT_BODY_MAX, REPORT_MESSAGES, type ReportDesk, type ReportReading } from '../../domain/session-report';
import { endpoint } from '../endpoint';
import { storableText } from '../text-rules';

export interface ReportAnswer {
  success: true;
  report: ReportReading;
}

export interface ReportDeskAnswer {
  success: true;
  desk: ReportDesk;
}

export interface ReportWrittenAnswer extends ReportDeskAnswer {
  message: string;
}

/** What the editor sends: its HTML (the server keeps it as it keeps an article's). */
const reportBody = v.object({
  body: v.pipe(storableText(REPORT_MESSAGES.invalidBody), v.maxLength(REPORT_BODY_MAX * 2, REPORT_MESSAGES.tooLong)),
});

/**
 * The reports module's endpoints: the customer (or the consultant) reads a booking's sent report,
 * newest or by its number; the consultant opens the report's desk, saves its draft and sends it.
 */
export const reportsApi = {
  read: endpoint<ReportAnswer>()({ method: 'GET', path: '/api/reports/:id' }),
  readVersion: endpoint<ReportAnswer>()({ method: 'GET', path: '/api/reports/:id/versions/:version' }),
  desk: endpoint<ReportDeskAnswer>()({ method: 'GET', path: '/api/admin/reports/:id' }),
  saveDraft: endpoint<ReportWrittenAnswer>()({ method: 'PUT', path: '/api/admin/reports/:id/draft', body: reportBody }),
  send: endpoint<ReportWrittenAnswer>()({ method: 'POST', path: '/api/admin/reports/:id/send', body: reportBody }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
