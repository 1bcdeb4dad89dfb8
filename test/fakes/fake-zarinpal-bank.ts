import { randomBytes } from 'node:crypto';
import type { Clock } from '../../server/ports/clock';
import { cardHash, isFields, parseUrl, refusal, rials, success, type Fields, type Reply } from './fake-zarinpal-replies';

export type FakeZarinpalEndpoint = 'request' | 'verify' | 'inquiry' | 'unVerified' | 'reverse';

/** Zarinpal's inquiry states; a cancelled or abandoned payment is FAILED. */
export type FakeZarinpalState = 'IN_BANK' | 'PAID' | 'FAILED' | 'VERIFIED' | 'REVERSED';

export interface FakeZarinpalPayment {
  authority: string;
  merchantId: string;
  /** as requested, in `currency` */
  amount: number;
  currency: 'IRR' | 'IRT';
  callbackUrl: string;
  description: string;
  metadata: Record<string, unknown>;
  state: FakeZarinpalState;
  refId: number | null;
  cardPan: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

const REVERSE_WINDOW_MS = 30 * 60 * 1000;
const UNVERIFIED_LIMIT = 100;
const MAX_DESCRIPTION = 500;
const MIN_RIALS = 1000;
const MAX_RIALS = 1_000_000_000;
const CARD_PAN = '502229******5995';

/**
 * What the fake Zarinpal knows and how it answers each v4 call, apart from HTTP: its merchants,
 * its payments and their states, and Zarinpal's answers in Zarinpal's shapes (see
 * FakeZarinpalServer for what it models).
 */
export class FakeZarinpalBank {
  private readonly payments = new Map<string, FakeZarinpalPayment>();
  private readonly verifiedOnce = new Map<string, number>();
  private nextRefId = 50_000_000_001;

  constructor(
    private readonly merchantIds: Set<string>,
    public registeredDomain: string,
    public serverIpRegistered: boolean,
    public clock: Clock,
  ) {}

  /** How many verify calls answered 100 for this authority: more than 1 means something verified twice. */
  successfulVerifies(authority: string): number {
    return this.verifiedOnce.get(authority) ?? 0;
  }

  payment(authority: string): FakeZarinpalPayment | null {
    const payment = this.payments.get(authority);
    return payment ? { ...payment } : null;
  }

  /** the customer chose at the bank page; answers where the bank sends the browser back */
  decide(authority: string, choice: 'pay' | 'cancel'): string {
    const payment = this.payments.get(authority);
    if (!payment) throw new Error(`fake zarinpal: no payment ${authority}`);
    if (payment.state === 'IN_BANK') {
      payment.state = choice === 'pay' ? 'PAID' : 'FAILED';
      if (choice === 'pay') payment.paidAt = this.clock.now();
    }
    return returnUrl(payment);
  }

  answer(endpoint: FakeZarinpalEndpoint, body: Fields): Reply {
    switch (endpoint) {
      case 'request':
        return this.request(body);
      case 'verify':
        return this.verify(body);
      case 'inquiry':
        return this.inquiry(body);
      case 'unVerified':
        return this.unVerified(body);
      case 'reverse':
        return this.reverse(body);
    }
  }

  private request(body: Fields): Reply {
    const merchantProblem = this.merchantProblem(body);
    if (merchantProblem) return merchantProblem;
    const currency = body.currency ?? 'IRR';
    if (currency !== 'IRR' && currency !== 'IRT') return refusal(-9, { currency: 'The currency must be IRR or IRT.' });
    const { amount, callback_url: callbackUrl, description } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || rials(amount, currency) < MIN_RIALS) {
      return refusal(-9, { amount: 'The amount must be at least 1000 rials.' });
    }
    if (rials(amount, currency) > MAX_RIALS) return refusal(-41);
    const callback = typeof callbackUrl === 'string' ? parseUrl(callbackUrl) : null;
    if (!callback) return refusal(-9, { callback_url: 'The callback url format is invalid.' });
    if (typeof description !== 'string' || !description || description.length > MAX_DESCRIPTION) {
      return refusal(-9, { description: `The description is required, at most ${MAX_DESCRIPTION} characters.` });
    }
    if (callback.hostname !== this.registeredDomain && !callback.hostname.endsWith(`.${this.registeredDomain}`)) return refusal(-14);

    const authority = `A${randomBytes(18).toString('hex').slice(0, 35)}`;
    this.payments.set(authority, {
      authority,
      merchantId: body.merchant_id as string,
      amount,
      currency,
      callbackUrl: callbackUrl as string,
      description,
      metadata: isFields(body.metadata) ? body.metadata : {},
      state: 'IN_BANK',
      refId: null,
      cardPan: null,
      createdAt: this.clock.now(),
      paidAt: null,
    });
    return success({ code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 });
  }

  private verify(body: Fields): Reply {
    const found = this.ownPayment(body);
    if ('status' in found) return found;
    const payment = found;
    if (payment.state !== 'PAID' && payment.state !== 'VERIFIED') return refusal(-51);
    const currency = body.currency ?? payment.currency;
    if (
      typeof body.amount !== 'number' ||
      (currency !== 'IRR' && currency !== 'IRT') ||
      rials(body.amount, currency) !== rials(payment.amount, payment.currency)
    ) {
      return refusal(-50);
    }
    if (payment.state === 'VERIFIED') {
      return success({
        code: 101,
        message: 'Verified',
        card_hash: cardHash(),
        card_pan: payment.cardPan,
        ref_id: payment.refId,
        fee_type: 'Merchant',
        fee: 0,
      });
    }
    payment.state = 'VERIFIED';
    payment.refId = this.nextRefId++;
    payment.cardPan = CARD_PAN;
    this.verifiedOnce.set(payment.authority, this.successfulVerifies(payment.authority) + 1);
    return success({
      code: 100,
      message: 'Paid',
      card_hash: cardHash(),
      card_pan: payment.cardPan,
      ref_id: payment.refId,
      fee_type: 'Merchant',
      fee: 0,
    });
  }

  private inquiry(body: Fields): Reply {
    const found = this.ownPayment(body);
    if ('status' in found) return found;
    return success({ code: 100, message: 'Success', status: found.state });
  }

  private unVerified(body: Fields): Reply {
    const merchantProblem = this.merchantProblem(body);
    if (merchantProblem) return merchantProblem;
    const authorities = [...this.payments.values()]
      .filter((payment) => payment.merchantId === body.merchant_id && payment.state === 'PAID')
      .sort((a, b) => b.paidAt!.getTime() - a.paidAt!.getTime())
      .slice(0, UNVERIFIED_LIMIT)
      .map((payment) => ({
        authority: payment.authority,
        amount: payment.amount,
        callback_url: payment.callbackUrl,
        referer: '',
        date: payment.paidAt!.toISOString().slice(0, 19).replace('T', ' '),
      }));
    return success({ code: 100, message: 'Success', authorities });
  }

  private reverse(body: Fields): Reply {
    const merchantProblem = this.merchantProblem(body);
    if (merchantProblem) return merchantProblem;
    if (!this.serverIpRegistered) return refusal(-62);
    const found = this.ownPayment(body);
    if ('status' in found) return found;
    if (found.state !== 'VERIFIED') return refusal(-61);
    if (this.clock.now().getTime() - found.paidAt!.getTime() > REVERSE_WINDOW_MS) return refusal(-63);
    found.state = 'REVERSED';
    return success({ code: 100, message: 'Reversed' });
  }

  /** -9 for a merchant id that is not 36 characters, -10 for one the fake does not know. */
  private merchantProblem(body: Fields): Reply | null {
    if (typeof body.merchant_id !== 'string' || body.merchant_id.length !== 36) {
      return refusal(-9, { merchant_id: 'The merchant id must be 36 characters.' });
    }
    return this.merchantIds.has(body.merchant_id) ? null : refusal(-10);
  }

  private ownPayment(body: Fields): FakeZarinpalPayment | Reply {
    const merchantProblem = this.merchantProblem(body);
    if (merchantProblem) return merchantProblem;
    if (typeof body.authority !== 'string' || !body.authority) return refusal(-9, { authority: 'The authority is required.' });
    const payment = this.payments.get(body.authority);
    if (!payment) return refusal(-54);
    if (payment.merchantId !== body.merchant_id) return refusal(-53);
    return payment;
  }
}

export function returnUrl(payment: FakeZarinpalPayment): string {
  const url = new URL(payment.callbackUrl);
  url.searchParams.set('Authority', payment.authority);
  url.searchParams.set('Status', payment.state === 'PAID' || payment.state === 'VERIFIED' ? 'OK' : 'NOK');
  return url.toString();
}
