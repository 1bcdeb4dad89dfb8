import {
  PaymentGatewayError,
  type PaymentGateway,
  type PaymentMetadata,
  type PaymentRequestResult,
  type PaymentVerification,
} from '../../../server/ports/payment-gateway';

/** A gateway whose answers the test sets, and which remembers every call it got. */
export class ScriptedPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox';
  requests: Array<{ amountTomans: number; callbackUrl: string; description: string; metadata: PaymentMetadata }> = [];
  verifies: Array<{ authority: string; amountTomans: number }> = [];
  reversals: string[] = [];
  unreachable = false;
  verification: PaymentVerification = { outcome: 'paid', refId: '123456789', cardPan: '6037-99**-****-1234' };
  reverseSucceeds = true;
  private counter = 0;

  async request(amountTomans: number, callbackUrl: string, description: string, metadata: PaymentMetadata): Promise<PaymentRequestResult> {
    if (this.unreachable) throw new PaymentGatewayError('down');
    this.requests.push({ amountTomans, callbackUrl, description, metadata });
    this.counter += 1;
    const authority = `A0000000000000000000000000000000000${this.counter}`;
    return { authority, paymentUrl: `https://bank.test/pg/StartPay/${authority}` };
  }

  async verify(authority: string, amountTomans: number): Promise<PaymentVerification> {
    if (this.unreachable) throw new PaymentGatewayError('down');
    this.verifies.push({ authority, amountTomans });
    return this.verification;
  }

  async reverse(authority: string): Promise<boolean> {
    this.reversals.push(authority);
    return this.reverseSucceeds;
  }
}
