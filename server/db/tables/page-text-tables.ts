// The consultant's page prose, versioned (migration 230).
import type { CreatedAt } from './column-types';

/** One saved version of one slot; rows are only ever added. */
export interface PageTextVersionsTable {
  slot: string;
  version: number;
  title: string;
  summary: string;
  /** sanitized article HTML */
  body: string;
  saved_by: string | null;
  saved_by_name: string;
  restored_from: number | null;
  created_at: CreatedAt;
}

export interface PageTextTables {
  page_text_versions: PageTextVersionsTable;
}
