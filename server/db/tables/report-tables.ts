// The written reports of sessions (migration 280).
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** One version of a booking's report: the draft (one at most, changed by each save) or a sent one (never changed). */
export interface ReportVersionsTable {
  id: Generated<string>;
  reservation_id: string;
  /** 1, 2, 3… per booking; the draft carries the number it will be sent as */
  version: number;
  state: 'draft' | 'sent';
  /** the editor's HTML, kept as the article sanitizer keeps an article's */
  body: string;
  written_by: string | null;
  saved_at: Timestamp;
  sent_at: Timestamp | null;
}

/** The reports module's tables, part of `Database`. */
export interface ReportTables {
  report_versions: ReportVersionsTable;
}
