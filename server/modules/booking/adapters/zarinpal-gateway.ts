import {
  PaymentGatewayError,
  type AnswerKind,
  type PaymentGateway,
  type PaymentInquiry,
  type PaymentMetadata,
  type PaymentRequestResult,
  type PaymentVerification,
  type ReverseResult,
} from '../ports/payment-gateway';
import { kindOfCode, messageOfCode, ZARINPAL_ALREADY_VERIFIED, ZARINPAL_SUCCESS, type ZarinpalCall } from './zarinpal-codes';

export const DEFAULT_ZARINPAL_TIMEOUT_MS = 15_000;

export interface ZarinpalGatewayOptions {
  /** how long one call may take before it counts as a transient failure (default 15 s) */
  timeoutMs?: number;
}

type Fields = Record<string, unknown>;

/** One call's outcome: the bank's success answer with its data, or why there is none. */
type Answer =
  | { answered: true; code: number; message: string; data: Fields }
  | { answered: false; code: number | null; message: string; kind: AnswerKind };

const INQUIRY_STATES = {
  IN_BANK: 'in-bank',
  PAID: 'paid',
  VERIFIED: 'verified',
  FAILED: 'failed',
  REVERSED: 'reversed',
} as const;

/**
 * Zarinpal's v4 REST API: request, StartPay, verify, inquiry, unVerified and reverse. Amounts
 * go in tomans with `currency: 'IRT'` said out loud, since libraries disagree on the default
 * and the bank's page then shows the amount the site showed. Only `request` throws; every other
 * call answers, with the bank's code and message and how much that answer settles.
 */
export class ZarinpalGateway implements PaymentGateway {
  readonly name = 'zarinpal';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly merchantId: string,
    baseUrl: string,
    options: ZarinpalGatewayOptions = {},
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_ZARINPAL_TIMEOUT_MS;
  }

  async request(amountTomans: number, callbackUrl: string, description: string, metadata: PaymentMetadata): Promise<PaymentRequestResult> {
    const answer = await this.call('request', 'request.json', {
      merchant_id: this.merchantId,
      amount: amountTomans,
      currency: 'IRT',
      callback_url: callbackUrl,
      description,
      ...metadataOf(metadata),
    });
    if (!answer.answered) throw new PaymentGatewayError(answer.message, answer.code, answer.kind);
    const authority = answer.data.authority;
    if (answer.code !== ZARINPAL_SUCCESS || typeof authority !== 'string' || !authority) {
      throw new PaymentGatewayError(`zarinpal answered code ${answer.code} without an authority`, answer.code, 'transient');
    }
    return { authority, paymentUrl: `${this.baseUrl}/pg/StartPay/${encodeURIComponent(authority)}` };
  }

  /** The amount goes in the request's unit (tomans): Zarinpal compares it with the request's. */
  async verify(authority: string, amountTomans: number): Promise<PaymentVerification> {
    const answer = await this.call('verify', 'verify.json', { merchant_id: this.merchantId, authority, amount: amountTomans });
    if (!answer.answered) return { outcome: 'not-paid', kind: answer.kind, code: answer.code, message: answer.message };
    const refId = textOf(answer.data.ref_id);
    const cardPan = textOf(answer.data.card_pan);
    if (answer.code === ZARINPAL_ALREADY_VERIFIED)
      return { outcome: 'already-verified', refId, cardPan, code: answer.code, message: answer.message };
    if (answer.code === ZARINPAL_SUCCESS && refId) return { outcome: 'paid', refId, cardPan, code: answer.code, message: answer.message };
    // A success without its reference is no proof; asking again gets 101 with it.
    return { outcome: 'not-paid', kind: 'transient', code: null, message: `zarinpal answered code ${answer.code} without a ref_id` };
  }

  async inquire(authority: string): Promise<PaymentInquiry> {
    const answer = await this.call('inquiry', 'inquiry.json', { merchant_id: this.merchantId, authority });
    if (!answer.answered) return { state: 'unknown', kind: answer.kind, code: answer.code, message: answer.message };
    const status = answer.data.status;
    if (answer.code === ZARINPAL_SUCCESS && typeof status === 'string' && Object.hasOwn(INQUIRY_STATES, status)) {
      return { state: INQUIRY_STATES[status as keyof typeof INQUIRY_STATES], code: answer.code, message: answer.message };
    }
    return { state: 'unknown', kind: 'transient', code: answer.code, message: `zarinpal answered an unknown status: ${String(status)}` };
  }

  async unverified(): Promise<string[]> {
    const answer = await this.call('unverified', 'unVerified.json', { merchant_id: this.merchantId });
    if (!answer.answered || answer.code !== ZARINPAL_SUCCESS || !Array.isArray(answer.data.authorities)) return [];
    return answer.data.authorities
      .map((entry: unknown) => (isFields(entry) ? entry.authority : null))
      .filter((authority): authority is string => typeof authority === 'string' && authority.length > 0);
  }

  async reverse(authority: string): Promise<ReverseResult> {
    const answer = await this.call('reverse', 'reverse.json', { merchant_id: this.merchantId, authority });
    if (!answer.answered) return { outcome: 'refused', kind: answer.kind, code: answer.code, message: answer.message };
    if (answer.code === ZARINPAL_SUCCESS) return { outcome: 'reversed', code: answer.code, message: answer.message };
    return { outcome: 'refused', kind: 'transient', code: answer.code, message: answer.message };
  }

  private async call(call: ZarinpalCall, endpoint: string, body: Fields): Promise<Answer> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.baseUrl}/pg/v4/payment/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return { answered: false, code: null, kind: 'transient', message: unreachableMessage(error, this.timeoutMs) };
    }
    // Zarinpal answers its refusals with 4xx and the same JSON shape, so the body is read either way.
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { answered: false, code: null, kind: 'transient', message: `zarinpal answered HTTP ${status} without JSON` };
    }
    const errors = isFields(json) && isFields(json.errors) ? json.errors : null;
    if (errors && typeof errors.code === 'number') {
      return { answered: false, code: errors.code, kind: kindOfCode(errors.code, call), message: errorMessageOf(errors) };
    }
    const data = isFields(json) && isFields(json.data) ? json.data : null;
    if (data && typeof data.code === 'number') {
      const message = typeof data.message === 'string' ? data.message : messageOfCode(data.code);
      if (data.code === ZARINPAL_SUCCESS || data.code === ZARINPAL_ALREADY_VERIFIED)
        return { answered: true, code: data.code, message, data };
      return { answered: false, code: data.code, kind: kindOfCode(data.code, call), message };
    }
    return { answered: false, code: null, kind: 'transient', message: `zarinpal answered HTTP ${status} without a code` };
  }
}

function metadataOf({ orderId, email, mobile }: PaymentMetadata): { metadata?: Fields } {
  const metadata: Fields = {};
  if (orderId) metadata.order_id = orderId;
  if (email) metadata.email = email;
  if (mobile) metadata.mobile = mobile;
  return Object.keys(metadata).length > 0 ? { metadata } : {};
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value ? value : null;
}

/** The bank's message, with its validation details when it gave some (they name the bad field). */
function errorMessageOf(errors: Fields): string {
  const message = typeof errors.message === 'string' && errors.message ? errors.message : messageOfCode(errors.code as number);
  const validations = Array.isArray(errors.validations) ? errors.validations.filter(isFields) : [];
  const details = validations.flatMap((entry) => Object.entries(entry).map(([field, problem]) => `${field}: ${String(problem)}`));
  return details.length > 0 ? `${message} (${details.join('; ')})` : message;
}

function unreachableMessage(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `zarinpal did not answer within ${timeoutMs} ms`;
  return `zarinpal unreachable: ${error instanceof Error ? error.message : String(error)}`;
}
