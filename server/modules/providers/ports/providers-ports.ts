import type { ProviderConnections } from './provider-connections';
import type { ProviderSettingsStore } from './provider-settings-store';
import type { SecretSealer } from './secret-sealer';

/** The module's adapters, as the composition root gives them. */
export interface ProviderPorts {
  store: ProviderSettingsStore;
  sealer: SecretSealer;
  connections: ProviderConnections;
}
