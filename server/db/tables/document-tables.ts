// The customer's documents, their access log and the consultant's limits (migration 275).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** bigint columns come back as text from PostgreSQL */
type Bytes = ColumnType<string | number, number, number>;

export interface DocumentsTable {
  id: Generated<string>;
  /** null once the account is gone (the erasure removes the row) */
  user_id: string | null;
  /** null until a booking claims it */
  reservation_id: string | null;
  question_id: string | null;
  name: string;
  media_type: string;
  size: Bytes;
  /** under the storage's private folder */
  storage_key: string;
  created_at: Timestamp;
  attached_at: Timestamp | null;
  /** uploaded by the admin to the booking: the consultant's file, beside the report (migration 290) */
  by_consultant: Generated<boolean>;
}

/** Append-only: the database refuses an update or a delete. */
export interface DocumentAccessLogTable {
  id: Generated<string>;
  at: Timestamp;
  action: 'upload' | 'attach' | 'download' | 'delete';
  actor: 'customer' | 'admin' | 'system';
  actor_id: string | null;
  reason: 'retention' | 'unclaimed' | 'account-deleted' | null;
  document_id: string;
  document_name: string;
  reservation_id: string | null;
}

export interface DocumentSettingsTable {
  id: number;
  max_file_bytes: Bytes;
  max_booking_bytes: Bytes;
  keep_days: number;
  updated_at: Timestamp;
}

export interface DocumentSettingsChangesTable {
  id: Generated<string>;
  changed_by: string | null;
  changed_at: Timestamp;
  fields: string;
}

export interface DocumentTables {
  documents: DocumentsTable;
  document_access_log: DocumentAccessLogTable;
  document_settings: DocumentSettingsTable;
  document_settings_changes: DocumentSettingsChangesTable;
}
