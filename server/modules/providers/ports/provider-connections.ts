import type { PaymentGateway } from '../../booking';
import type { EmailMessage, MessageChannel, SmsMessage } from '../../notifications';

/** The providers as the next real use would get them (environment first, then the saved settings): the test buttons go through these. */
export interface ProviderConnections {
  sms(): Promise<MessageChannel<SmsMessage> | null>;
  email(): Promise<MessageChannel<EmailMessage> | null>;
  gateway(): Promise<PaymentGateway>;
  /** Zarinpal's documented Persian sentence for one of its codes; null for a code it does not document */
  gatewayCodeText(code: number): string | null;
}
