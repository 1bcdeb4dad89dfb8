// The services the site talks to, as saved in the dashboard (migration 240).
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** One row; the `_sealed` columns hold AES-GCM seals, never the secrets themselves. */
export interface ProviderSettingsTable {
  id: number;
  zarinpal_merchant_id_sealed: string | null;
  zarinpal_sandbox: Generated<boolean>;
  kavenegar_api_key_sealed: string | null;
  kavenegar_sender: string | null;
  smtp_url_sealed: string | null;
  mail_from: string | null;
  updated_at: Timestamp;
}

/** Who changed which fields when: the values are never written here. */
export interface ProviderSettingsChangesTable {
  id: Generated<string>;
  changed_by: string | null;
  changed_at: Timestamp;
  /** the changed fields' names, comma-separated */
  fields: string;
}

export interface ProviderTables {
  provider_settings: ProviderSettingsTable;
  provider_settings_changes: ProviderSettingsChangesTable;
}
