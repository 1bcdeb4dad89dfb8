import type { SentReportVersion } from '../../../../src/core/domain/session-report';

export interface ReportDraft {
  version: number;
  body: string;
  savedAt: Date;
}

export interface SentReport {
  version: number;
  body: string;
  sentAt: Date;
}

export interface ReportWrite {
  reservationId: string;
  body: string;
  by: string;
  at: Date;
}

/** at most this many sent versions are listed (newest first); a report corrected more often than this is not expected */
export const LISTED_VERSIONS = 100;

/**
 * A booking's report versions. The draft is changed in place; a sent version never is: `send`
 * adds the next number and drops the draft, one booking at a time.
 */
export interface ReportStore {
  draft(reservationId: string): Promise<ReportDraft | null>;
  /** the sent version of that number, or the newest sent one for null */
  sent(reservationId: string, version: number | null): Promise<SentReport | null>;
  /** every sent version, newest first (at most LISTED_VERSIONS), with its text when asked */
  sentVersions(reservationId: string): Promise<SentReportVersion[]>;
  sentWithBodies(reservationId: string): Promise<SentReport[]>;
  saveDraft(write: ReportWrite): Promise<ReportDraft>;
  /** keeps the body as the next sent version and drops the draft */
  send(write: ReportWrite): Promise<SentReport>;
}
