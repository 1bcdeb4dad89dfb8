import type { TaxSettingsInput, TaxSettingsView } from '../../contracts/api/tax-settings-api';

/** The e-invoice settings (سامانه مودیان) on the server. Rejections carry the Persian text to show. */
export interface TaxSettingsRepository {
  read(): Promise<TaxSettingsView>;
  save(change: TaxSettingsInput): Promise<{ settings: TaxSettingsView; message: string }>;
}
