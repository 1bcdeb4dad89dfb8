import type { ServerConfig } from '../../../config';
import type { Clock } from '../../../ports/clock';
import type { ProviderPorts } from '../ports/providers-ports';

/** What every use case of the module is built on. */
export interface ProviderContext extends ProviderPorts {
  /** which services an environment variable decides (it wins over the dashboard) */
  config: ServerConfig;
  clock: Clock;
  /** where the bank would send a customer back: the gateway check asks with the real one */
  callbackUrl: string;
}
