import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../server/ports/clock';
import { FakeZarinpalBank, returnUrl, type FakeZarinpalEndpoint, type FakeZarinpalPayment } from './fake-zarinpal-bank';
import { isFields, refusal, type Reply } from './fake-zarinpal-replies';

/** A merchant id the fake knows unless told otherwise (36 characters, like Zarinpal's). */
export const FAKE_ZARINPAL_MERCHANT_ID = '1344b5d4-0048-11e8-94db-005056a205be';

/**
 * How the next answers of an endpoint go wrong: a Zarinpal error code (the call changes nothing),
 * no answer at all until the caller gives up (`timeout`), a page that is not JSON (`not-json`,
 * as a proxy in between would send), a bare HTTP 500 (`http-500`), or `answer-lost`: the call is
 * carried out, then the connection drops before the answer, as when the bank did verify but the
 * answer never arrived.
 */
export type FakeZarinpalFailure = { code: number } | 'timeout' | 'not-json' | 'http-500' | 'answer-lost';

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
const ENDPOINTS: Record<string, FakeZarinpalEndpoint> = {
  'request.json': 'request',
  'verify.json': 'verify',
  'inquiry.json': 'inquiry',
  'unVerified.json': 'unVerified',
  'reverse.json': 'reverse',
};

type Fields = Record<string, unknown>;

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
  readonly calls: FakeZarinpalCall[] = [];
  private readonly bank: FakeZarinpalBank;
  private readonly failures = new Map<FakeZarinpalEndpoint, FakeZarinpalFailure[]>();
  private readonly server = http.createServer((request, response) => void this.handle(request, response));

  private constructor(options: FakeZarinpalOptions) {
    this.bank = new FakeZarinpalBank(
      new Set(options.merchantIds ?? [FAKE_ZARINPAL_MERCHANT_ID]),
      options.registeredDomain ?? '127.0.0.1',
      options.serverIpRegistered ?? true,
      options.clock ?? { now: () => new Date() },
    );
  }

  /** false: reverse answers -62, as when the server's IP is not registered in the merchant panel */
  set serverIpRegistered(registered: boolean) {
    this.bank.serverIpRegistered = registered;
  }

  get serverIpRegistered(): boolean {
    return this.bank.serverIpRegistered;
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
    return this.bank.decide(authority, 'pay');
  }

  /** The customer cancelled at the bank's page; answers where the bank sends the browser back. */
  cancel(authority: string): string {
    return this.bank.decide(authority, 'cancel');
  }

  /** How many verify calls answered 100 for this authority: more than 1 means something verified twice. */
  successfulVerifies(authority: string): number {
    return this.bank.successfulVerifies(authority);
  }

  payment(authority: string): FakeZarinpalPayment | null {
    return this.bank.payment(authority);
  }

  /** The calls to one endpoint, in order. */
  callsTo(endpoint: FakeZarinpalEndpoint): FakeZarinpalCall[] {
    return this.calls.filter((call) => call.path === `${PAYMENT_PATH}${endpointFile(endpoint)}`);
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
    if (failure === 'not-json')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Gateway maintenance</body></html>');
    if (failure === 'http-500') return void response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    if (typeof failure === 'object') return send(response, refusal(failure.code));

    const reply = body ? this.bank.answer(endpoint, body) : refusal(-9, { body: 'The body must be JSON.' });
    if (failure === 'answer-lost') return void response.socket?.destroy();
    send(response, reply);
  }

  private startPay(method: string, rest: string, response: http.ServerResponse): void {
    const [authority, choice] = rest.split('/').map(decodeURIComponent);
    const payment = this.bank.payment(authority);
    if (!payment) return void response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(page('<h1>تراکنش پیدا نشد</h1>'));
    if (method === 'POST' && (choice === 'pay' || choice === 'cancel')) {
      return void response.writeHead(303, { location: this.bank.decide(authority, choice) }).end();
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function page(body: string): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>زرین‌پال (آزمایشی)</title></head><body>${body}</body></html>`;
}
