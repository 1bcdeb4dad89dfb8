import {
  PaymentGatewayError,
  type PaymentGateway,
  type PaymentMetadata,
  type PaymentRequestResult,
  type PaymentVerification,
} from '../ports/payment-gateway';

/** Zarinpal counts in rials unless told otherwise; we send rials (no `currency`), so one toman is ten. */
export const RIALS_PER_TOMAN = 10;
const REQUEST_TIMEOUT_MS = 15000;

interface ZarinpalAnswer {
  data?: { code?: number; message?: string; authority?: string; ref_id?: number | string; card_pan?: string } | unknown[];
  errors?: { code?: number; message?: string } | unknown[];
}

/** Zarinpal's v4 REST API: payment request, StartPay redirect, verify and reverse. */
export class ZarinpalGateway implements PaymentGateway {
  readonly name = 'zarinpal';

  constructor(private readonly merchantId: string, private readonly baseUrl: string) {}

  async request(amountTomans: number, callbackUrl: string, description: string, metadata: PaymentMetadata): Promise<PaymentRequestResult> {
    const answer = await this.post('/pg/v4/payment/request.json', {
      merchant_id: this.merchantId,
      amount: amountTomans * RIALS_PER_TOMAN,
      callback_url: callbackUrl,
      description,
      metadata: { order_id: metadata.orderId, email: metadata.email, mobile: metadata.mobile },
    });
    const data = dataOf(answer);
    if (data?.code !== 100 || typeof data.authority !== 'string' || !data.authority) {
      throw new PaymentGatewayError(`zarinpal request refused: ${describeError(answer)}`);
    }
    return { authority: data.authority, paymentUrl: `${this.baseUrl}/pg/StartPay/${encodeURIComponent(data.authority)}` };
  }

  async verify(authority: string, amountTomans: number): Promise<PaymentVerification> {
    const answer = await this.post('/pg/v4/payment/verify.json', {
      merchant_id: this.merchantId,
      authority,
      amount: amountTomans * RIALS_PER_TOMAN,
    });
    const data = dataOf(answer);
    const refId = data?.ref_id === undefined || data.ref_id === null ? null : String(data.ref_id);
    const cardPan = typeof data?.card_pan === 'string' ? data.card_pan : null;
    if (data?.code === 100 && refId) return { outcome: 'paid', refId, cardPan };
    if (data?.code === 101) return { outcome: 'already-verified', refId, cardPan };
    return { outcome: 'not-paid', reason: `zarinpal verify: ${describeError(answer)}` };
  }

  async reverse(authority: string): Promise<boolean> {
    try {
      const answer = await this.post('/pg/v4/payment/reverse.json', { merchant_id: this.merchantId, authority });
      return dataOf(answer)?.code === 100;
    } catch {
      return false;
    }
  }

  private async post(path: string, body: unknown): Promise<ZarinpalAnswer> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentGatewayError(`zarinpal unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Zarinpal answers its refusals with 4xx and the same JSON shape, so the body is read either way.
    try {
      return (await response.json()) as ZarinpalAnswer;
    } catch {
      throw new PaymentGatewayError(`zarinpal answered ${response.status} without JSON`);
    }
  }
}

function dataOf(answer: ZarinpalAnswer): { code?: number; authority?: string; ref_id?: number | string; card_pan?: string } | null {
  return answer.data && !Array.isArray(answer.data) ? answer.data : null;
}

function describeError(answer: ZarinpalAnswer): string {
  const errors = answer.errors && !Array.isArray(answer.errors) ? answer.errors : null;
  if (errors) return `code ${errors.code}: ${errors.message ?? ''}`;
  return `code ${dataOf(answer)?.code ?? 'none'}`;
}
