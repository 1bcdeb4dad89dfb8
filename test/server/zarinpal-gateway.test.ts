import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZarinpalGateway } from '../../server/adapters/zarinpal-gateway';
import { PaymentGatewayError } from '../../server/ports/payment-gateway';
import { loadConfig } from '../../server/config';
import { choosePaymentGateway } from '../../server/payments/choose-payment-gateway';

const MERCHANT = '1344b5d4-0048-11e8-94db-005056a205be';

/** A fake Zarinpal on loopback answering the shapes of its v4 samples; each path's answer is set by the test. */
class FakeZarinpal {
  received: Array<{ path: string; body: Record<string, unknown> }> = [];
  answers: Record<string, { status: number; json: unknown } | 'not-json'> = {};
  private server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      this.received.push({ path: request.url ?? '', body: JSON.parse(raw || '{}') });
      const answer = this.answers[request.url ?? ''];
      if (!answer) return response.writeHead(404).end();
      if (answer === 'not-json') return response.writeHead(502, { 'content-type': 'text/html' }).end('<html>bad gateway</html>');
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json));
    });
  });
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async stop() {
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const ok = (data: object) => ({ status: 200, json: { data, errors: [] } });
const refused = (code: number, message: string) => ({ status: code === -9 ? 422 : 400, json: { data: [], errors: { code, message, validations: [] } } });

describe('the Zarinpal v4 adapter against a fake Zarinpal', () => {
  const zarinpal = new FakeZarinpal();
  let gateway: ZarinpalGateway;

  beforeAll(async () => {
    await zarinpal.start();
    gateway = new ZarinpalGateway(MERCHANT, zarinpal.url);
  });
  afterAll(async () => zarinpal.stop());
  beforeEach(() => {
    zarinpal.received = [];
    zarinpal.answers = {};
  });

  it('requests a payment in rials (tomans × 10) and answers the StartPay URL', async () => {
    zarinpal.answers['/pg/v4/payment/request.json'] = ok({ code: 100, message: 'Success', authority: 'A0000000000000000000000000000wwOGYpd', fee_type: 'Merchant', fee: 100 });
    const result = await gateway.request(1_250_000, 'https://moshaver.ir/payment/callback', 'رزرو مشاوره', { orderId: 'r-1', email: 'a@b.ir' });
    expect(result).toEqual({
      authority: 'A0000000000000000000000000000wwOGYpd',
      paymentUrl: `${zarinpal.url}/pg/StartPay/A0000000000000000000000000000wwOGYpd`,
    });
    expect(zarinpal.received).toEqual([{
      path: '/pg/v4/payment/request.json',
      body: {
        merchant_id: MERCHANT,
        amount: 12_500_000,
        callback_url: 'https://moshaver.ir/payment/callback',
        description: 'رزرو مشاوره',
        metadata: { order_id: 'r-1', email: 'a@b.ir' },
      },
    }]);
    expect(zarinpal.received[0].body).not.toHaveProperty('currency');
  });

  it('turns a refused request (negative code) into a gateway error', async () => {
    zarinpal.answers['/pg/v4/payment/request.json'] = refused(-9, 'The input params invalid, validation error.');
    await expect(gateway.request(1000, 'https://x.ir/cb', 'd', {})).rejects.toThrow(PaymentGatewayError);
    zarinpal.answers['/pg/v4/payment/request.json'] = 'not-json';
    await expect(gateway.request(1000, 'https://x.ir/cb', 'd', {})).rejects.toThrow(/without JSON/);
  });

  it('turns an unreachable Zarinpal into a gateway error', async () => {
    const nowhere = new ZarinpalGateway(MERCHANT, 'http://127.0.0.1:1');
    await expect(nowhere.request(1000, 'https://x.ir/cb', 'd', {})).rejects.toThrow(PaymentGatewayError);
    await expect(nowhere.verify('A1', 1000)).rejects.toThrow(PaymentGatewayError);
    expect(await nowhere.reverse('A1')).toBe(false);
  });

  it('verifies with the same rial amount and reads code 100 as paid with ref_id and card_pan', async () => {
    zarinpal.answers['/pg/v4/payment/verify.json'] = ok({ code: 100, message: 'Paid', card_hash: 'x', card_pan: '502229******5995', ref_id: 201, fee_type: 'Merchant', fee: 0 });
    expect(await gateway.verify('A0000000000000000000000000000wwOGYpd', 1_250_000)).toEqual({ outcome: 'paid', refId: '201', cardPan: '502229******5995' });
    expect(zarinpal.received[0]).toEqual({
      path: '/pg/v4/payment/verify.json',
      body: { merchant_id: MERCHANT, authority: 'A0000000000000000000000000000wwOGYpd', amount: 12_500_000 },
    });
  });

  it('reads code 101 as already verified', async () => {
    zarinpal.answers['/pg/v4/payment/verify.json'] = ok({ code: 101, message: 'Verified', card_pan: '502229******5995', ref_id: 201 });
    expect(await gateway.verify('A1', 1000)).toEqual({ outcome: 'already-verified', refId: '201', cardPan: '502229******5995' });
  });

  it('reads every error code as not paid, naming it', async () => {
    for (const [code, message] of [[-50, 'Session is not valid, amounts values is not the same.'], [-51, 'Session is not valid, session is not active paid try.'], [-54, 'Invalid authority.']] as const) {
      zarinpal.answers['/pg/v4/payment/verify.json'] = refused(code, message);
      expect(await gateway.verify('A1', 1000)).toEqual({ outcome: 'not-paid', reason: `zarinpal verify: code ${code}: ${message}` });
    }
    zarinpal.answers['/pg/v4/payment/verify.json'] = ok({ code: 102, message: 'something else' });
    expect(await gateway.verify('A1', 1000)).toMatchObject({ outcome: 'not-paid' });
  });

  it('reverses through reverse.json and reports a refusal as false', async () => {
    zarinpal.answers['/pg/v4/payment/reverse.json'] = ok({ code: 100, message: 'Reversed' });
    expect(await gateway.reverse('A1')).toBe(true);
    expect(zarinpal.received.at(-1)).toEqual({ path: '/pg/v4/payment/reverse.json', body: { merchant_id: MERCHANT, authority: 'A1' } });
    zarinpal.answers['/pg/v4/payment/reverse.json'] = refused(-63, 'Maximum time for reverse this session is expired.');
    expect(await gateway.reverse('A1')).toBe(false);
  });

  it('is chosen by PAYMENT_GATEWAY=zarinpal with the merchant id and base URL from configuration; the sandbox otherwise', () => {
    const zarinpalConfig = loadConfig({ PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: MERCHANT, ZARINPAL_SANDBOX: 'true' });
    const chosen = choosePaymentGateway(zarinpalConfig);
    expect(chosen).toBeInstanceOf(ZarinpalGateway);
    expect(zarinpalConfig.payment.zarinpalBaseUrl).toBe('https://sandbox.zarinpal.com');
    expect(choosePaymentGateway(loadConfig({})).name).toBe('sandbox');
  });
});
