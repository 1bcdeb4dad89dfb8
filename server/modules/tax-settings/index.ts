import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import { taxSettingsRoutes } from './http/tax-settings-routes';
import type { TaxSettingsPorts } from './ports/tax-settings-ports';
import { taxSettingsUseCases, type TaxSettingsUseCases } from './use-cases/tax-settings-use-cases';

/**
 * The tax-settings module's public entry: the seller's side of the official e-invoices (سامانه
 * مودیان) as the consultant saves it in the dashboard — economic code, memory ID, VAT rate, the
 * private key and certificate registered with the system (sealed with AUTH_SECRET, never sent
 * back) and whether sending is on (off until every part is set). Nothing sends invoices yet.
 */
export type { TaxSettingsPorts };
export type { TaxSettingsStore, SealedTaxSettings } from './ports/tax-settings-store';
export type { KeySealer, TaxCredentialReader } from './ports/tax-credentials';
export { SEALED_TAX_FIELDS } from './tax-settings-fields';
export { taxSettingsUseCases, type TaxSettingsUseCases };

/** What the module uses of the server's dependencies. */
export interface TaxSettingsDeps {
  taxSettings: TaxSettingsPorts;
  clock: Clock;
}

export async function taxSettingsModuleRoutes(app: FastifyInstance, deps: TaxSettingsDeps): Promise<void> {
  await taxSettingsRoutes(taxSettingsUseCases({ ...deps.taxSettings, clock: deps.clock }))(app);
}
