import type { ServerConfig } from '../config';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../ports/clock';
import type { ProviderSettingsSource } from '../ports/provider-settings-source';
import { effectiveProviders } from '../modules/providers';
import type { PaymentGateway, PaymentGatewayChoice, SandboxBank } from '../modules/booking';
import { SandboxGateway } from '../modules/booking/adapters/kysely-sandbox-gateway';
import { UnsetGateway } from './unset-gateway';
import { ZarinpalGateway } from '../modules/booking/adapters/zarinpal-gateway';

export interface ChosenPaymentGateway {
  gateway: PaymentGatewayChoice;
  /** the sandbox bank's pages are served only where the sandbox may take payments */
  sandboxBank: SandboxBank | null;
}

/**
 * The bank for each use: PAYMENT_GATEWAY when set, else the merchant id saved in the dashboard,
 * else the sandbox (where allowed). A Zarinpal adapter is made again only when the merchant id
 * or address changed.
 */
class SettingsPaymentGateways implements PaymentGatewayChoice {
  private zarinpal: { key: string; gateway: ZarinpalGateway } | null = null;
  private readonly unset = new UnsetGateway();

  constructor(
    private readonly config: ServerConfig,
    private readonly settings: ProviderSettingsSource,
    private readonly sandbox: SandboxGateway,
  ) {}

  async current(): Promise<PaymentGateway> {
    const chosen = effectiveProviders(this.config, await this.settings.current()).payment;
    if (chosen.kind === 'sandbox') return this.sandbox;
    if (chosen.kind === 'none') return this.unset;
    const key = `${chosen.merchantId}\n${chosen.baseUrl}`;
    if (this.zarinpal?.key !== key) {
      this.zarinpal = { key, gateway: new ZarinpalGateway(chosen.merchantId, chosen.baseUrl, { timeoutMs: chosen.timeoutMs }) };
    }
    return this.zarinpal.gateway;
  }
}

export function choosePaymentGateway(
  config: ServerConfig,
  db: AppDatabase,
  clock: Clock,
  settings: ProviderSettingsSource,
): ChosenPaymentGateway {
  const sandbox = new SandboxGateway(db, clock);
  const { gateway, gatewayFromEnvironment, sandboxAllowed } = config.payment;
  const sandboxServed = gatewayFromEnvironment ? gateway === 'sandbox' : sandboxAllowed;
  return { gateway: new SettingsPaymentGateways(config, settings, sandbox), sandboxBank: sandboxServed ? sandbox : null };
}
