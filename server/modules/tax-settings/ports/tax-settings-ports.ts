import type { KeySealer, TaxCredentialReader } from './tax-credentials';
import type { TaxSettingsStore } from './tax-settings-store';

/** The module's adapters, as the composition root gives them. */
export interface TaxSettingsPorts {
  store: TaxSettingsStore;
  sealer: KeySealer;
  credentials: TaxCredentialReader;
}
