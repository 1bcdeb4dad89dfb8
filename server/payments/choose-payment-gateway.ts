import type { ServerConfig } from '../config';
import type { PaymentGateway } from '../ports/payment-gateway';
import { SandboxGateway } from '../adapters/sandbox-gateway';
import { ZarinpalGateway } from '../adapters/zarinpal-gateway';

/** PAYMENT_GATEWAY picks the bank; the sandbox is the default. */
export function choosePaymentGateway(config: ServerConfig): PaymentGateway {
  if (config.payment.gateway === 'zarinpal') {
    // loadConfig already refused a missing or malformed merchant id for zarinpal.
    return new ZarinpalGateway(config.payment.zarinpalMerchantId!, config.payment.zarinpalBaseUrl);
  }
  return new SandboxGateway();
}
