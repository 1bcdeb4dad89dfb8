import type { AppDatabase } from '../db/database';
import type { TaxSettingsPorts } from '../modules/tax-settings';
import { CryptoTaxCredentials } from '../modules/tax-settings/adapters/crypto-tax-credentials';
import { KyselyTaxSettingsStore } from '../modules/tax-settings/adapters/kysely-tax-settings-store';
import { providerSettingsOn } from './compose-practice';

/** The e-invoice settings' adapters: kept on the database, the key and certificate sealed under the server's secret as the providers' keys are, read by node:crypto. */
export function composeTaxSettings(db: AppDatabase, authSecret: string | null): TaxSettingsPorts {
  return {
    store: new KyselyTaxSettingsStore(db),
    sealer: providerSettingsOn(db, authSecret).sealer,
    credentials: new CryptoTaxCredentials(),
  };
}
