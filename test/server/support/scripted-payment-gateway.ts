import {
  PaymentGatewayError,
  type PaymentGateway,
  type PaymentInquiry,
  type PaymentMetadata,
  type PaymentRequestResult,
  type PaymentVerification,
  type ReverseResult,
} from '../../../server/modules/booking/ports/payment-gateway';

const UNREACHABLE = { kind: 'transient', code: null, message: 'scripted gateway: unreachable' } as const;

/**
 * A gateway whose answers the test sets, and which remembers every call it got. `unreachable`
 * makes every call fail as a network failure would: request throws, the others answer transient.
 */
export class ScriptedPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox';
  requests: Array<{ amountTomans: number; callbackUrl: string; description: string; metadata: PaymentMetadata }> = [];
  verifies: Array<{ authority: string; amountTomans: number }> = [];
  inquiries: string[] = [];
  unverifiedCalls = 0;
  reversals: string[] = [];

  unreachable = false;
  /** the answer to every verify, unless `nextVerifications` has one waiting */
  verification: PaymentVerification = { outcome: 'paid', refId: '123456789', cardPan: '6037-99**-****-1234', code: 100, message: 'Paid' };
  /** answers used once each, in order, before `verification` (a transient failure, then 101, say) */
  nextVerifications: PaymentVerification[] = [];
  inquiry: PaymentInquiry = { state: 'in-bank', code: 100, message: 'Success' };
  unverifiedAuthorities: string[] = [];
  reverseResult: ReverseResult = { outcome: 'reversed', code: 100, message: 'Reversed' };
  private counter = 0;

  async request(amountTomans: number, callbackUrl: string, description: string, metadata: PaymentMetadata): Promise<PaymentRequestResult> {
    if (this.unreachable) throw new PaymentGatewayError(UNREACHABLE.message, null, 'transient');
    this.requests.push({ amountTomans, callbackUrl, description, metadata });
    this.counter += 1;
    const authority = `A${String(this.counter).padStart(35, '0')}`;
    return { authority, paymentUrl: `https://bank.test/pg/StartPay/${authority}` };
  }

  async verify(authority: string, amountTomans: number): Promise<PaymentVerification> {
    this.verifies.push({ authority, amountTomans });
    if (this.unreachable) return { outcome: 'not-paid', ...UNREACHABLE };
    return this.nextVerifications.shift() ?? this.verification;
  }

  async inquire(authority: string): Promise<PaymentInquiry> {
    this.inquiries.push(authority);
    if (this.unreachable) return { state: 'unknown', ...UNREACHABLE };
    return this.inquiry;
  }

  async unverified(): Promise<string[]> {
    this.unverifiedCalls += 1;
    return this.unreachable ? [] : [...this.unverifiedAuthorities];
  }

  async reverse(authority: string): Promise<ReverseResult> {
    this.reversals.push(authority);
    if (this.unreachable) return { outcome: 'refused', ...UNREACHABLE };
    return this.reverseResult;
  }
}
