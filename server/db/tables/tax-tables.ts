// The seller's side of the official e-invoices (سامانه مودیان), as saved in the dashboard (migration 260).
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** One row; the `_sealed` columns hold AES-GCM seals of the key and certificate, never their text. */
export interface TaxSettingsTable {
  id: number;
  economic_code: string | null;
  memory_id: string | null;
  /** hundredths of a percent: 1000 is 10% */
  vat_rate_basis_points: number | null;
  private_key_sealed: string | null;
  certificate_sealed: string | null;
  certificate_subject: string | null;
  certificate_expires_at: Timestamp | null;
  sending_on: Generated<boolean>;
  updated_at: Timestamp;
}

/** Who changed which fields when: the values are never written here. */
export interface TaxSettingsChangesTable {
  id: Generated<string>;
  changed_by: string | null;
  changed_at: Timestamp;
  /** the changed fields' names, comma-separated */
  fields: string;
}

export interface TaxTables {
  tax_settings: TaxSettingsTable;
  tax_settings_changes: TaxSettingsChangesTable;
}
