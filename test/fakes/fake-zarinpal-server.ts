import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../server/ports/clock';
import { messageOfCode } from '../../server/modules/booking/adapters/zarinpal-codes';

/** A merchant id the fake knows unless told otherwise (36 characters, like Zarinpal's). */
export const FAKE_ZARINPAL_MERCHANT_ID = '1344b5d4-0048-11e8-94db-005056a205be';

export type FakeZarinpalEndpoint = 'request' | 'verify' | 'inquiry' | 'unVerified' | 'reverse';

/**
 * How the next answers of an endpoint go wrong: a Zarinpal error code (the call changes nothing),
 * no answer at all until the caller gives up (`timeout`), a page that is not JSON (`not-json`,
 * as a proxy in between would send), a bare HTTP 500 (`http-500`), or `answer-lost`: the call is
 * carried out, then the connection drops before the answer, as when the bank did verify but the
 * answer never arrived.
 */
export type FakeZarinpalFailure = { code: number } | 'timeout' | 'not-json' | 'http-500' | 'answer-lost';

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

export interface FakeZarinpalCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

export interface FakeZarinpalOptions {
  /** the merchant ids it knows; FAKE_ZARINPAL_MERCHANT_ID by default */
  merchantIds?: string[];
  /** the terminal's registered domain: a callback_url elsewhere is refused with -14 (subdomains pass) */
  registeredDomain?: string;
  /** false: reverse answers -62, as when the server's IP is not registered in the merchant panel */
  serverIpRegistered?: boolean;
  /** its "now", for the 30-minute reverse window; real time by default */
  clock?: Clock;
}

const PAYMENT_PATH = '/pg/v4/payment/';
const START_PAY_PATH = '/pg/StartPay/';
const REVERSE_WINDOW_MS = 30 * 60 * 1000;
const UNVERIFIED_LIMIT = 100;
const MAX_DESCRIPTION = 500;
const MIN_RIALS = 1000;
const MAX_RIALS = 1_000_000_000;
const CARD_PAN = '502229******5995';
const ENDPOINTS: Record<string, FakeZarinpalEndpoint> = {
  'request.json': 'request',
  'verify.json': 'verify',
  'inquiry.json': 'inquiry',
  'unVerified.json': 'unVerified',
  'reverse.json': 'reverse',
};

type Fields = Record<string, unknown>;
type Reply = { status: number; json: unknown };

/**
 * A stateful fake of Zarinpal's v4 payment gateway on 127.0.0.1, following its documented
 * contract, for tests and for trying the booking by hand.
 *
 * What it models: request.json (merchant id of 36 characters, -9 otherwise; a merchant it does not
 * know, -10; a callback outside the registered domain, -14; authorities of 'A' and 35 characters;
 * amounts in rials, or tomans with `currency: 'IRT'`); the StartPay page with Pay and Cancel forms
 * that send the browser back to `callback_url?Authority=…&Status=OK|NOK`, or `pay()`/`cancel()` for
 * tests without a browser; verify.json (-10, -54 unknown, -53 another merchant's, -51 not paid,
 * -50 amount or unit differs, 100 once with ref_id and card_pan, 101 after); inquiry.json;
 * unVerified.json (paid and not verified, newest 100); reverse.json (-62 when the server IP is
 * not registered, -61 unless verified, -63 after 30 minutes from payment on its clock). Failures
 * are injected with `failNext`; every call is kept in `calls`, and `successfulVerifies` counts the
 * 100 answers per authority, which a correct system gets at most once.
 *
 * What it does not model: wages (تسهیم), fees, the rate limit behind -12 and the bank's own errors
 * (inject them with failNext), expiry of unpaid authorities, the sandbox's 'S' authorities,
 * card checks, HTTPS, or Zarinpal's real payment page.
 */
export class FakeZarinpalServer {
  url = '';
  registeredDomain: string;
  serverIpRegistered: boolean;
  clock: Clock;
  readonly calls: FakeZarinpalCall[] = [];
  private readonly merchantIds: Set<string>;
  private readonly payments = new Map<string, FakeZarinpalPayment>();
  private readonly verifiedOnce = new Map<string, number>();
  private readonly failures = new Map<FakeZarinpalEndpoint, FakeZarinpalFailure[]>();
  private nextRefId = 50_000_000_001;
  private readonly server = http.createServer((request, response) => void this.handle(request, response));

  private constructor(options: FakeZarinpalOptions) {
    this.merchantIds = new Set(options.merchantIds ?? [FAKE_ZARINPAL_MERCHANT_ID]);
    this.registeredDomain = options.registeredDomain ?? '127.0.0.1';
    this.serverIpRegistered = options.serverIpRegistered ?? true;
    this.clock = options.clock ?? { now: () => new Date() };
  }

  static async start(options: FakeZarinpalOptions = {}): Promise<FakeZarinpalServer> {
    const fake = new FakeZarinpalServer(options);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The next `times` calls to `endpoint` fail this way (each failure is used once). */
  failNext(endpoint: FakeZarinpalEndpoint, failure: FakeZarinpalFailure, times = 1): void {
    const queue = this.failures.get(endpoint) ?? [];
    for (let i = 0; i < times; i += 1) queue.push(failure);
    this.failures.set(endpoint, queue);
  }

  /** The customer paid at the bank's page; answers where the bank sends the browser back. */
  pay(authority: string): string {
    return this.decide(authority, 'pay');
  }

  /** The customer cancelled at the bank's page; answers where the bank sends the browser back. */
  cancel(authority: string): string {
    return this.decide(authority, 'cancel');
  }

  /** How many verify calls answered 100 for this authority: more than 1 means something verified twice. */
  successfulVerifies(authority: string): number {
    return this.verifiedOnce.get(authority) ?? 0;
  }

  payment(authority: string): FakeZarinpalPayment | null {
    const payment = this.payments.get(authority);
    return payment ? { ...payment } : null;
  }

  /** The calls to one endpoint, in order. */
  callsTo(endpoint: FakeZarinpalEndpoint): FakeZarinpalCall[] {
    return this.calls.filter((call) => call.path === `${PAYMENT_PATH}${endpointFile(endpoint)}`);
  }

  private decide(authority: string, choice: 'pay' | 'cancel'): string {
    const payment = this.payments.get(authority);
    if (!payment) throw new Error(`fake zarinpal: no payment ${authority}`);
    if (payment.state === 'IN_BANK') {
      payment.state = choice === 'pay' ? 'PAID' : 'FAILED';
      if (choice === 'pay') payment.paidAt = this.clock.now();
    }
    return returnUrl(payment);
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const path = (request.url ?? '').split('?')[0];
    const body = parseJson(raw);
    this.calls.push({ method: request.method ?? '', path, body: body ?? {} });

    if (path.startsWith(START_PAY_PATH)) return this.startPay(request.method ?? 'GET', path.slice(START_PAY_PATH.length), response);
    const endpoint = path.startsWith(PAYMENT_PATH) && request.method === 'POST' ? ENDPOINTS[path.slice(PAYMENT_PATH.length)] : undefined;
    if (!endpoint) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');

    const failure = this.failures.get(endpoint)?.shift();
    if (failure === 'timeout') return;
    if (failure === 'not-json') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Gateway maintenance</body></html>');
    if (failure === 'http-500') return void response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    if (typeof failure === 'object') return send(response, refusal(failure.code));

    const reply = body ? this.answer(endpoint, body) : refusal(-9, { body: 'The body must be JSON.' });
    if (failure === 'answer-lost') return void response.socket?.destroy();
    send(response, reply);
  }

  private answer(endpoint: FakeZarinpalEndpoint, body: Fields): Reply {
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
    if (typeof body.amount !== 'number' || (currency !== 'IRR' && currency !== 'IRT') || rials(body.amount, currency) !== rials(payment.amount, payment.currency)) {
      return refusal(-50);
    }
    if (payment.state === 'VERIFIED') {
      return success({ code: 101, message: 'Verified', card_hash: cardHash(), card_pan: payment.cardPan, ref_id: payment.refId, fee_type: 'Merchant', fee: 0 });
    }
    payment.state = 'VERIFIED';
    payment.refId = this.nextRefId++;
    payment.cardPan = CARD_PAN;
    this.verifiedOnce.set(payment.authority, this.successfulVerifies(payment.authority) + 1);
    return success({ code: 100, message: 'Paid', card_hash: cardHash(), card_pan: payment.cardPan, ref_id: payment.refId, fee_type: 'Merchant', fee: 0 });
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

  private startPay(method: string, rest: string, response: http.ServerResponse): void {
    const [authority, choice] = rest.split('/').map(decodeURIComponent);
    const payment = this.payments.get(authority);
    if (!payment) return void response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(page('<h1>تراکنش پیدا نشد</h1>'));
    if (method === 'POST' && (choice === 'pay' || choice === 'cancel')) {
      return void response.writeHead(303, { location: this.decide(authority, choice) }).end();
    }
    if (payment.state !== 'IN_BANK') return void response.writeHead(303, { location: returnUrl(payment) }).end();
    const action = `${START_PAY_PATH}${encodeURIComponent(authority)}`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      page(`<h1>درگاه زرین‌پال (آزمایشی)</h1>
<p>مبلغ: <span data-testid="amount">${payment.amount}</span> ${payment.currency === 'IRT' ? 'تومان' : 'ریال'}</p>
<p>${escapeHtml(payment.description)}</p>
<form method="post" action="${action}/pay"><button type="submit">پرداخت</button></form>
<form method="post" action="${action}/cancel"><button type="submit">انصراف</button></form>`),
    );
  }
}

function endpointFile(endpoint: FakeZarinpalEndpoint): string {
  return Object.keys(ENDPOINTS).find((file) => ENDPOINTS[file] === endpoint)!;
}

function rials(amount: number, currency: 'IRR' | 'IRT'): number {
  return currency === 'IRT' ? amount * 10 : amount;
}

function returnUrl(payment: FakeZarinpalPayment): string {
  const url = new URL(payment.callbackUrl);
  url.searchParams.set('Authority', payment.authority);
  url.searchParams.set('Status', payment.state === 'PAID' || payment.state === 'VERIFIED' ? 'OK' : 'NOK');
  return url.toString();
}

function success(data: Fields): Reply {
  return { status: 200, json: { data, errors: [] } };
}

/** Zarinpal's refusal shape: no data, the code and message under `errors` (validation details for -9). */
function refusal(code: number, validations?: Record<string, string>): Reply {
  return {
    status: code === -9 ? 422 : 400,
    json: { data: [], errors: { code, message: messageOfCode(code), validations: validations ? [validations] : [] } },
  };
}

function send(response: http.ServerResponse, reply: Reply): void {
  response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => resolve(raw));
    request.on('error', reject);
  });
}

function parseJson(raw: string): Fields | null {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return isFields(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cardHash(): string {
  return randomBytes(32).toString('hex').toUpperCase();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function page(body: string): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>زرین‌پال (آزمایشی)</title></head><body>${body}</body></html>`;
}
