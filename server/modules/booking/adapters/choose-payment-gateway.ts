import type { ServerConfig } from '../../../config';
import type { AppDatabase } from '../../../db/database';
import type { Clock } from '../../../ports/clock';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { SandboxBank } from '../ports/sandbox-bank';
import { SandboxGateway } from './sandbox-gateway';
import { ZarinpalGateway } from './zarinpal-gateway';

export interface ChosenPaymentGateway {
  gateway: PaymentGateway;
  /** the sandbox bank's pages are served only when the sandbox is the gateway */
  sandboxBank: SandboxBank | null;
}

/** PAYMENT_GATEWAY picks the bank; the sandbox is the default. */
export function choosePaymentGateway(config: ServerConfig, db: AppDatabase, clock: Clock): ChosenPaymentGateway {
  if (config.payment.gateway === 'zarinpal') {
    // loadConfig already refused a missing or malformed merchant id for zarinpal.
    const gateway = new ZarinpalGateway(config.payment.zarinpalMerchantId!, config.payment.zarinpalBaseUrl, {
      timeoutMs: config.payment.zarinpalTimeoutMs,
    });
    return { gateway, sandboxBank: null };
  }
  const sandbox = new SandboxGateway(db, clock);
  return { gateway: sandbox, sandboxBank: sandbox };
}
