import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Clock } from '../../ports/clock';
import { providerRoutes } from './http/provider-routes';
import type { ProviderPorts } from './ports/providers-ports';
import { providerUseCases, type ProviderUseCases } from './use-cases/provider-use-cases';
import { CALLBACK_PATH } from '../booking';

/**
 * The providers module's public entry: the Zarinpal, Kavenegar and SMTP settings the consultant
 * saves in the dashboard (secrets sealed with AUTH_SECRET, environment variables winning), the
 * test buttons, and which provider each use takes (`effectiveProviders`, for the adapters).
 */
export type { ProviderPorts };
export type { ProviderConnections } from './ports/provider-connections';
export type { ProviderSettingsStore, SealedProviderSettings } from './ports/provider-settings-store';
export type { SecretSealer } from './ports/secret-sealer';
export { providerUseCases, type ProviderUseCases };
export {
  effectiveProviders,
  type EffectiveProviders,
  type EffectivePayment,
  type EffectiveSms,
  type EffectiveEmail,
} from './effective-providers';
export { openSettings, SEALED_FIELDS } from './sealed-fields';
export { SealedProviderSettingsSource } from './sealed-provider-settings-source';

/** What the module uses of the server's dependencies. */
export interface ProviderDeps {
  providers: ProviderPorts;
  config: ServerConfig;
  clock: Clock;
}

export async function providerModuleRoutes(app: FastifyInstance, deps: ProviderDeps): Promise<void> {
  const context = { ...deps.providers, config: deps.config, clock: deps.clock, callbackUrl: `${deps.config.publicUrl}${CALLBACK_PATH}` };
  await providerRoutes(providerUseCases(context))(app);
}
