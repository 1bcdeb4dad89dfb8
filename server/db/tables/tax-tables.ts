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
  /** when sending was last turned on (the save's time, kept by a trigger); null while off (migration 285) */
  sending_on_since: Generated<Date | null>;
  taxpayer_environment: Generated<'production' | 'sandbox'>;
}

/** Who changed which fields when: the values are never written here. */
export interface TaxSettingsChangesTable {
  id: Generated<string>;
  changed_by: string | null;
  changed_at: Timestamp;
  /** the changed fields' names, comma-separated */
  fields: string;
}

/** The last serial handed out per memory ID (migration 285). */
export interface TaxInvoiceSerialsTable {
  memory_id: string;
  last_serial: string | number;
}

/** One e-invoice: an original, a correction (corrects_id) or a cancelling invoice (cancels_id), migration 285. */
export interface TaxInvoicesTable {
  id: Generated<string>;
  reservation_id: string;
  payment_id: string;
  /** the system's ins: 1 original, 2 correction, 3 cancellation, 4 return */
  subject: number;
  corrects_id: string | null;
  cancels_id: string | null;
  memory_id: string;
  serial: string | number;
  tax_id: string;
  issued_at: Timestamp;
  buyer_tax_id: string | null;
  total_rials: string | number;
  vat_rials: string | number;
  document: unknown;
  status: string;
  reference_number: Generated<string | null>;
  errors: Generated<unknown>;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  lease_until: Generated<Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The append-only record of every change of an invoice. */
export interface TaxInvoiceEventsTable {
  id: Generated<string>;
  invoice_id: string;
  kind: string;
  from_status: string | null;
  to_status: string | null;
  message: string | null;
  actor: 'consultant' | 'system' | 'taxpayer-system';
  actor_id: string | null;
  created_at: Timestamp;
}

export interface TaxTables {
  tax_settings: TaxSettingsTable;
  tax_settings_changes: TaxSettingsChangesTable;
  tax_invoice_serials: TaxInvoiceSerialsTable;
  tax_invoices: TaxInvoicesTable;
  tax_invoice_events: TaxInvoiceEventsTable;
}
