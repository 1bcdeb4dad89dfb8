import { ZarinpalGateway } from '../../../server/modules/booking/adapters/zarinpal-gateway';
import { FAKE_ZARINPAL_MERCHANT_ID } from '../../fakes/fake-zarinpal-server';
import { CALLBACK, PRICE, refusalOf, SHORT_TIMEOUT_MS, UNKNOWN_MERCHANT, useZarinpal } from './zarinpal-world';

describe('the Zarinpal v4 adapter asks for a payment', () => {
  const w = useZarinpal();

  it('asks for the amount in tomans, saying IRT, with the order, email and mobile, and answers the StartPay URL', async () => {
    const result = await w.gateway.request(PRICE, CALLBACK, 'رزرو مشاوره', { orderId: 'r-1', email: 'a@b.ir', mobile: '09120000000' });

    expect(result.authority).toMatch(/^A[0-9a-z]{35}$/);
    expect(result.paymentUrl).toBe(`${w.zarinpal.url}/pg/StartPay/${result.authority}`);
    expect(w.zarinpal.callsTo('request').map((call) => call.body)).toEqual([
      {
        merchant_id: FAKE_ZARINPAL_MERCHANT_ID,
        amount: PRICE,
        currency: 'IRT',
        callback_url: CALLBACK,
        description: 'رزرو مشاوره',
        metadata: { order_id: 'r-1', email: 'a@b.ir', mobile: '09120000000' },
      },
    ]);
    expect(w.zarinpal.payment(result.authority)).toMatchObject({ amount: PRICE, currency: 'IRT', state: 'IN_BANK' });
  });

  it('sends no metadata when there is none to send', async () => {
    await w.gateway.request(PRICE, CALLBACK, 'رزرو مشاوره', {});
    expect(w.zarinpal.callsTo('request')[0].body).not.toHaveProperty('metadata');
  });

  it('reports a merchant id that is not 36 characters (-9) as configuration', async () => {
    const short = new ZarinpalGateway(FAKE_ZARINPAL_MERCHANT_ID.slice(1), w.zarinpal.url);
    expect(await refusalOf(short.request(PRICE, CALLBACK, 'd', {}))).toEqual({ code: -9, kind: 'configuration' });
  });

  it('reports a merchant id Zarinpal does not know (-10) as configuration', async () => {
    const unknown = new ZarinpalGateway(UNKNOWN_MERCHANT, w.zarinpal.url);
    expect(await refusalOf(unknown.request(PRICE, CALLBACK, 'd', {}))).toEqual({ code: -10, kind: 'configuration' });
  });

  it('reports a callback outside the registered domain (-14) as configuration', async () => {
    expect(await refusalOf(w.gateway.request(PRICE, 'https://elsewhere.ir/payment/callback', 'd', {}))).toEqual({
      code: -14,
      kind: 'configuration',
    });
  });

  it('carries the bank message and the validation details of a refusal', async () => {
    const short = new ZarinpalGateway('too-short', w.zarinpal.url);
    await expect(short.request(PRICE, CALLBACK, 'd', {})).rejects.toThrow(/Validation error \(merchant_id: /);
  });

  it('reports an unreachable Zarinpal and one that does not answer in time as transient, without a code', async () => {
    const nowhere = new ZarinpalGateway(FAKE_ZARINPAL_MERCHANT_ID, 'http://127.0.0.1:1');
    expect(await refusalOf(nowhere.request(PRICE, CALLBACK, 'd', {}))).toEqual({ code: null, kind: 'transient' });

    w.zarinpal.failNext('request', 'timeout');
    const started = Date.now();
    expect(await refusalOf(w.gateway.request(PRICE, CALLBACK, 'd', {}))).toEqual({ code: null, kind: 'transient' });
    expect(Date.now() - started).toBeLessThan(SHORT_TIMEOUT_MS + 2000);
  });
});
