import {
  PaymentGatewayError,
  type PaymentGateway,
  type PaymentInquiry,
  type PaymentMetadata,
  type PaymentRequestResult,
  type PaymentVerification,
  type ReverseResult,
} from '../../../../server/modules/booking';
import { kindOfCode, messageOfCode, type ZarinpalCall } from '../../../../server/modules/booking/adapters/zarinpal-codes';
import type { Clock } from '../../../../server/ports/clock';

type BankState = 'IN_BANK' | 'PAID' | 'FAILED' | 'VERIFIED' | 'REVERSED';

export interface BankPayment {
  authority: string;
  amountTomans: number;
  callbackUrl: string;
  description: string;
  metadata: PaymentMetadata;
  state: BankState;
  refId: string | null;
  paidAt: Date | null;
}

/**
 * How the next answer to a call goes wrong: a Zarinpal error code (nothing changes), no answer
 * at all (a timeout: nothing changes), or `answer-lost`: the bank does it, but the answer never
 * arrives (a verify that went through while the connection dropped).
 */
export type BankFailure = { code: number } | 'no-answer' | 'answer-lost';

const MIN_TOMANS = 100;
const MAX_TOMANS = 100_000_000;
const MAX_DESCRIPTION = 500;
const REVERSE_WINDOW_MS = 30 * 60 * 1000;
const UNVERIFIED_LIMIT = 100;
const CARD_PAN = '502229******5995';
const INQUIRY_STATES = { IN_BANK: 'in-bank', PAID: 'paid', VERIFIED: 'verified', FAILED: 'failed', REVERSED: 'reversed' } as const;

/**
 * The payment gateway port in memory, answering as Zarinpal v4 does through its adapter: a
 * request gives an authority of 'A' and 35 characters (-9 for an amount under 100 tomans or a
 * missing description, -41 above 100 million); the customer pays or cancels with `pay`/`cancel`;
 * verify answers 100 once with a ref id, 101 after, -51 unpaid, -50 another amount, -54 an
 * authority it never issued; inquiry tells the state; unverified lists paid, unverified
 * authorities; reverse works within 30 minutes of payment on `clock` (-63 after, -61 unless
 * verified, -62 when `serverIpRegistered` is false). `failNext` injects the bank's errors, each
 * read as the code table says (final, transient, configuration).
 */
export class InMemoryZarinpal implements PaymentGateway {
  readonly name = 'zarinpal';
  serverIpRegistered = true;
  readonly calls: Array<{ call: ZarinpalCall; authority?: string }> = [];
  private readonly payments = new Map<string, BankPayment>();
  private readonly failures = new Map<ZarinpalCall, BankFailure[]>();
  private readonly verifiedOnce = new Map<string, number>();
  private issued = 0;
  private nextRefId = 50_000_000_001;

  constructor(private readonly clock: Clock) {}

  failNext(call: ZarinpalCall, failure: BankFailure, times = 1): void {
    this.failures.set(call, [...(this.failures.get(call) ?? []), ...Array<BankFailure>(times).fill(failure)]);
  }

  /** the customer pays at the bank's page (only their first choice counts) */
  pay(authority: string): void {
    this.decide(authority, 'PAID');
  }

  cancel(authority: string): void {
    this.decide(authority, 'FAILED');
  }

  payment(authority: string): BankPayment | null {
    const payment = this.payments.get(authority);
    return payment ? { ...payment } : null;
  }

  /** the latest authority issued */
  lastAuthority(): string {
    return [...this.payments.keys()].at(-1)!;
  }

  /** how many verifies answered 100 for this authority: more than 1 means the money was counted twice */
  successfulVerifies(authority: string): number {
    return this.verifiedOnce.get(authority) ?? 0;
  }

  async request(amountTomans: number, callbackUrl: string, description: string, metadata: PaymentMetadata): Promise<PaymentRequestResult> {
    const failure = this.begin('request');
    if (failure) {
      const answer = failed('request', failure);
      throw new PaymentGatewayError(answer.message, answer.code, answer.kind);
    }
    const refused =
      amountTomans < MIN_TOMANS || !description || description.length > MAX_DESCRIPTION ? -9 : amountTomans > MAX_TOMANS ? -41 : null;
    if (refused !== null) throw new PaymentGatewayError(messageOfCode(refused), refused, kindOfCode(refused, 'request'));
    this.issued += 1;
    const authority = `A${String(this.issued).padStart(35, '0')}`;
    this.payments.set(authority, {
      authority,
      amountTomans,
      callbackUrl,
      description,
      metadata,
      state: 'IN_BANK',
      refId: null,
      paidAt: null,
    });
    return { authority, paymentUrl: `https://payment.zarinpal.test/pg/StartPay/${authority}` };
  }

  async verify(authority: string, amountTomans: number): Promise<PaymentVerification> {
    const failure = this.begin('verify', authority);
    if (failure && failure !== 'answer-lost') return { outcome: 'not-paid', ...failed('verify', failure) };
    const payment = this.payments.get(authority);
    const code = !payment
      ? -54
      : payment.state !== 'PAID' && payment.state !== 'VERIFIED'
        ? -51
        : payment.amountTomans !== amountTomans
          ? -50
          : null;
    if (code !== null) return { outcome: 'not-paid', ...answer(code, 'verify') };
    const already = payment!.state === 'VERIFIED';
    if (!already) {
      Object.assign(payment!, { state: 'VERIFIED', refId: String(this.nextRefId++) });
      this.verifiedOnce.set(authority, this.successfulVerifies(authority) + 1);
    }
    if (failure === 'answer-lost') return { outcome: 'not-paid', ...failed('verify', failure) };
    return already
      ? { outcome: 'already-verified', refId: payment!.refId, cardPan: CARD_PAN, code: 101, message: messageOfCode(101) }
      : { outcome: 'paid', refId: payment!.refId!, cardPan: CARD_PAN, code: 100, message: 'Paid' };
  }

  async inquire(authority: string): Promise<PaymentInquiry> {
    const failure = this.begin('inquiry', authority);
    if (failure) return { state: 'unknown', ...failed('inquiry', failure) };
    const payment = this.payments.get(authority);
    if (!payment) return { state: 'unknown', ...answer(-54, 'inquiry') };
    return { state: INQUIRY_STATES[payment.state], code: 100, message: messageOfCode(100) };
  }

  async unverified(): Promise<string[]> {
    if (this.begin('unverified')) return [];
    return [...this.payments.values()]
      .filter((payment) => payment.state === 'PAID')
      .sort((a, b) => b.paidAt!.getTime() - a.paidAt!.getTime())
      .slice(0, UNVERIFIED_LIMIT)
      .map((payment) => payment.authority);
  }

  async reverse(authority: string): Promise<ReverseResult> {
    const failure = this.begin('reverse', authority);
    if (failure && failure !== 'answer-lost') return { outcome: 'refused', ...failed('reverse', failure) };
    const payment = this.payments.get(authority);
    const code = !this.serverIpRegistered
      ? -62
      : !payment
        ? -54
        : payment.state !== 'VERIFIED'
          ? -61
          : this.clock.now().getTime() - payment.paidAt!.getTime() > REVERSE_WINDOW_MS
            ? -63
            : null;
    if (code !== null) return { outcome: 'refused', ...answer(code, 'reverse') };
    payment!.state = 'REVERSED';
    if (failure === 'answer-lost') return { outcome: 'refused', ...failed('reverse', failure) };
    return { outcome: 'reversed', code: 100, message: 'Reversed' };
  }

  private begin(call: ZarinpalCall, authority?: string): BankFailure | undefined {
    this.calls.push({ call, authority });
    return this.failures.get(call)?.shift();
  }

  private decide(authority: string, state: 'PAID' | 'FAILED'): void {
    const payment = this.payments.get(authority);
    if (!payment) throw new Error(`in-memory zarinpal: no payment ${authority}`);
    if (payment.state !== 'IN_BANK') return;
    payment.state = state;
    if (state === 'PAID') payment.paidAt = this.clock.now();
  }
}

function answer(code: number, call: ZarinpalCall) {
  return { code, message: messageOfCode(code), kind: kindOfCode(code, call) };
}

function failed(call: ZarinpalCall, failure: BankFailure) {
  return typeof failure === 'object'
    ? answer(failure.code, call)
    : { code: null, message: 'zarinpal did not answer in time', kind: 'transient' as const };
}
