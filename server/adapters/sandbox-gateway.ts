import { randomBytes, randomInt } from 'node:crypto';
import type { PaymentGateway, PaymentMetadata, PaymentRequestResult, PaymentVerification } from '../ports/payment-gateway';

export type SandboxPaymentState = 'awaiting' | 'paid' | 'cancelled' | 'verified' | 'reversed';

export interface SandboxPayment {
  authority: string;
  amountTomans: number;
  description: string;
  callbackUrl: string;
  state: SandboxPaymentState;
  refId: string | null;
}

export const SANDBOX_BANK_PATH = '/sandbox-bank';
const SANDBOX_CARD_PAN = '6037-99**-****-1234';

/**
 * The built-in bank for development and demos: a page on this site (see sandbox-bank-routes)
 * with pay and cancel buttons. It remembers per authority what the visitor did, so its verify
 * is as honest as a real bank's. The memory lives in the process: a restart forgets open
 * sandbox payments, which a sandbox can afford.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  private readonly payments = new Map<string, SandboxPayment>();

  async request(amountTomans: number, callbackUrl: string, description: string, _metadata: PaymentMetadata): Promise<PaymentRequestResult> {
    const authority = `S${randomBytes(18).toString('hex')}`;
    this.payments.set(authority, { authority, amountTomans, description, callbackUrl, state: 'awaiting', refId: null });
    // Same site as the app, so the path alone works behind any host name or proxy.
    return { authority, paymentUrl: `${SANDBOX_BANK_PATH}/${authority}` };
  }

  async verify(authority: string, amountTomans: number): Promise<PaymentVerification> {
    const payment = this.payments.get(authority);
    if (!payment) return { outcome: 'not-paid', reason: 'sandbox: unknown authority' };
    if (payment.amountTomans !== amountTomans) return { outcome: 'not-paid', reason: 'sandbox: amount differs from the request' };
    if (payment.state === 'paid') {
      payment.state = 'verified';
      payment.refId = String(randomInt(100_000_000, 999_999_999));
      return { outcome: 'paid', refId: payment.refId, cardPan: SANDBOX_CARD_PAN };
    }
    if (payment.state === 'verified') return { outcome: 'already-verified', refId: payment.refId, cardPan: SANDBOX_CARD_PAN };
    return { outcome: 'not-paid', reason: `sandbox: payment is ${payment.state}` };
  }

  async reverse(authority: string): Promise<boolean> {
    const payment = this.payments.get(authority);
    if (!payment || (payment.state !== 'verified' && payment.state !== 'paid')) return false;
    payment.state = 'reversed';
    return true;
  }

  find(authority: string): SandboxPayment | null {
    return this.payments.get(authority) ?? null;
  }

  /** The visitor pressed pay or cancel on the sandbox page; only the first choice counts. */
  decide(authority: string, choice: 'pay' | 'cancel'): SandboxPayment | null {
    const payment = this.payments.get(authority);
    if (!payment) return null;
    if (payment.state === 'awaiting') payment.state = choice === 'pay' ? 'paid' : 'cancelled';
    return payment;
  }
}

/** Where the bank sends the visitor back: the callback's path on this site, with Authority and Status. */
export function sandboxReturnUrl(payment: SandboxPayment): string {
  const status = payment.state === 'paid' || payment.state === 'verified' ? 'OK' : 'NOK';
  const callbackPath = new URL(payment.callbackUrl, 'http://site.invalid').pathname;
  return `${callbackPath}?Authority=${encodeURIComponent(payment.authority)}&Status=${status}`;
}
