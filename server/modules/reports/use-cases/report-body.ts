import { sanitizeArticleHtml } from '../../../../src/core/domain/sanitize-article-html';
import {
  isEmptyReport,
  REPORT_BAR_MESSAGES,
  REPORT_BODY_MAX,
  REPORT_MESSAGES as M,
  reportWriteBar,
} from '../../../../src/core/domain/session-report';
import { Refusal } from '../../refusal';
import type { ReportBooking } from '../ports/report-bookings';

/** Refuses, in Persian, to write the report of a booking that is not confirmed or whose session has not started. */
export function requireWritable(booking: ReportBooking, now: Date): void {
  const bar = reportWriteBar(booking, now);
  if (bar) throw new Refusal('conflict', REPORT_BAR_MESSAGES[bar]);
}

/** The editor's HTML as it is kept: exactly as an article's is (the same sanitizer); empty or too long is refused. */
export function keptBody(raw: string): string {
  const body = sanitizeArticleHtml(raw);
  if (isEmptyReport(body)) throw new Refusal('invalid', M.empty);
  if (body.length > REPORT_BODY_MAX) throw new Refusal('too-large', M.tooLong);
  return body;
}
