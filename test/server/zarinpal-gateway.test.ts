import { ZarinpalGateway } from '../../server/modules/booking/adapters/zarinpal-gateway';
import { kindOfCode } from '../../server/modules/booking/adapters/zarinpal-codes';
import { PaymentGatewayError } from '../../server/modules/booking/ports/payment-gateway';
import { FAKE_ZARINPAL_MERCHANT_ID, FakeZarinpalServer, type FakeZarinpalFailure } from '../fakes/fake-zarinpal-server';
import { FakeServerClock } from './support/fake-server-clock';

const OTHER_MERCHANT = '9f0c7a52-77c1-4d0e-8a55-0c4a2a7e1b10';
const UNKNOWN_MERCHANT = '00000000-0000-0000-0000-000000000000';
const CALLBACK = 'https://moshaver.ir/payment/callback';
const PRICE = 480_000;
const SHORT_TIMEOUT_MS = 300;

describe('the Zarinpal v4 adapter against a fake Zarinpal', () => {
  let zarinpal: FakeZarinpalServer;
  let clock: FakeServerClock;
  let gateway: ZarinpalGateway;

  beforeEach(async () => {
    clock = new FakeServerClock('2026-11-22T08:30:00Z');
    zarinpal = await FakeZarinpalServer.start({ merchantIds: [FAKE_ZARINPAL_MERCHANT_ID, OTHER_MERCHANT], registeredDomain: 'moshaver.ir', clock });
    gateway = new ZarinpalGateway(FAKE_ZARINPAL_MERCHANT_ID, zarinpal.url, { timeoutMs: SHORT_TIMEOUT_MS });
  });
  afterEach(async () => zarinpal.stop());

  const requested = async (amount = PRICE) => (await gateway.request(amount, CALLBACK, 'رزرو مشاوره', {})).authority;
  const paid = async (amount = PRICE) => {
    const authority = await requested(amount);
    zarinpal.pay(authority);
    return authority;
  };
  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => { throw new Error('expected the request to be refused'); },
      (error: unknown) => {
        expect(error).toBeInstanceOf(PaymentGatewayError);
        const { code, kind } = error as PaymentGatewayError;
        return { code, kind };
      },
    );

  describe('request', () => {
    it('asks for the amount in tomans, saying IRT, with the order, email and mobile, and answers the StartPay URL', async () => {
      const result = await gateway.request(PRICE, CALLBACK, 'رزرو مشاوره', { orderId: 'r-1', email: 'a@b.ir', mobile: '09120000000' });

      expect(result.authority).toMatch(/^A[0-9a-z]{35}$/);
      expect(result.paymentUrl).toBe(`${zarinpal.url}/pg/StartPay/${result.authority}`);
      expect(zarinpal.callsTo('request').map((call) => call.body)).toEqual([{
        merchant_id: FAKE_ZARINPAL_MERCHANT_ID,
        amount: PRICE,
        currency: 'IRT',
        callback_url: CALLBACK,
        description: 'رزرو مشاوره',
        metadata: { order_id: 'r-1', email: 'a@b.ir', mobile: '09120000000' },
      }]);
      expect(zarinpal.payment(result.authority)).toMatchObject({ amount: PRICE, currency: 'IRT', state: 'IN_BANK' });
    });

    it('sends no metadata when there is none to send', async () => {
      await gateway.request(PRICE, CALLBACK, 'رزرو مشاوره', {});
      expect(zarinpal.callsTo('request')[0].body).not.toHaveProperty('metadata');
    });

    it('reports a merchant id that is not 36 characters (-9) as configuration', async () => {
      const short = new ZarinpalGateway(FAKE_ZARINPAL_MERCHANT_ID.slice(1), zarinpal.url);
      expect(await refusalOf(short.request(PRICE, CALLBACK, 'd', {}))).toEqual({ code: -9, kind: 'configuration' });
    });

    it('reports a merchant id Zarinpal does not know (-10) as configuration', async () => {
      const unknown = new ZarinpalGateway(UNKNOWN_MERCHANT, zarinpal.url);
      expect(await refusalOf(unknown.request(PRICE, CALLBACK, 'd', {}))).toEqual({ code: -10, kind: 'configuration' });
    });

    it('reports a callback outside the registered domain (-14) as configuration', async () => {
      expect(await refusalOf(gateway.request(PRICE, 'https://elsewhere.ir/payment/callback', 'd', {}))).toEqual({ code: -14, kind: 'configuration' });
    });

    it('carries the bank message and the validation details of a refusal', async () => {
      const short = new ZarinpalGateway('too-short', zarinpal.url);
      await expect(short.request(PRICE, CALLBACK, 'd', {})).rejects.toThrow(/Validation error \(merchant_id: /);
    });

    it('reports an unreachable Zarinpal and one that does not answer in time as transient, without a code', async () => {
      const nowhere = new ZarinpalGateway(FAKE_ZARINPAL_MERCHANT_ID, 'http://127.0.0.1:1');
      expect(await refusalOf(nowhere.request(PRICE, CALLBACK, 'd', {}))).toEqual({ code: null, kind: 'transient' });

      zarinpal.failNext('request', 'timeout');
      const started = Date.now();
      expect(await refusalOf(gateway.request(PRICE, CALLBACK, 'd', {}))).toEqual({ code: null, kind: 'transient' });
      expect(Date.now() - started).toBeLessThan(SHORT_TIMEOUT_MS + 2000);
    });
  });

  describe('verify', () => {
    it('answers a paid payment with code 100, its ref_id and card, asking with the same toman amount', async () => {
      const authority = await paid();

      const verification = await gateway.verify(authority, PRICE);

      expect(verification).toEqual({ outcome: 'paid', refId: expect.stringMatching(/^\d+$/), cardPan: '502229******5995', code: 100, message: 'Paid' });
      expect(zarinpal.callsTo('verify').map((call) => call.body)).toEqual([{ merchant_id: FAKE_ZARINPAL_MERCHANT_ID, authority, amount: PRICE }]);
      expect(zarinpal.successfulVerifies(authority)).toBe(1);
    });

    it('answers a second verify with code 101 and the same ref_id', async () => {
      const authority = await paid();
      const first = await gateway.verify(authority, PRICE);

      const second = await gateway.verify(authority, PRICE);

      expect(second).toEqual({ outcome: 'already-verified', refId: first.outcome === 'paid' ? first.refId : 'none', cardPan: '502229******5995', code: 101, message: 'Verified' });
      expect(zarinpal.successfulVerifies(authority)).toBe(1);
    });

    it.each([
      ['not paid yet (-51)', -51, async () => ({ authority: await requested(), amount: PRICE })],
      ['cancelled at the bank (-51)', -51, async () => {
        const authority = await requested();
        zarinpal.cancel(authority);
        return { authority, amount: PRICE };
      }],
      ['paid another amount (-50)', -50, async () => ({ authority: await paid(), amount: PRICE + 1000 })],
      ['an authority Zarinpal never issued (-54)', -54, async () => ({ authority: `A${'0'.repeat(35)}`, amount: PRICE })],
    ])('reads %s as final', async (_name, code, payment) => {
      const { authority, amount } = await payment();
      expect(await gateway.verify(authority, amount)).toMatchObject({ outcome: 'not-paid', kind: 'final', code });
    });

    it("reads another merchant's authority (-53) as final", async () => {
      const theirs = new ZarinpalGateway(OTHER_MERCHANT, zarinpal.url);
      const { authority } = await theirs.request(PRICE, CALLBACK, 'd', {});
      zarinpal.pay(authority);

      expect(await gateway.verify(authority, PRICE)).toMatchObject({ outcome: 'not-paid', kind: 'final', code: -53 });
    });

    it('reads a merchant id Zarinpal does not know (-10) as configuration', async () => {
      const authority = await paid();
      const unknown = new ZarinpalGateway(UNKNOWN_MERCHANT, zarinpal.url);

      expect(await unknown.verify(authority, PRICE)).toMatchObject({ outcome: 'not-paid', kind: 'configuration', code: -10 });
    });

    it.each<[string, FakeZarinpalFailure, number | null]>([
      ['too many attempts (-12)', { code: -12 }, -12],
      ["Zarinpal's own error (-52)", { code: -52 }, -52],
      ['a code not in the list', { code: -99 }, -99],
      ['a reverse code met on verify (-63)', { code: -63 }, -63],
      ['no answer in time', 'timeout', null],
      ['a page that is not JSON', 'not-json', null],
      ['an HTTP 500 without JSON', 'http-500', null],
      ['a connection dropped before the answer', 'answer-lost', null],
    ])('reads %s as transient and leaves the payment to verify later', async (_name, failure, code) => {
      const authority = await paid();
      zarinpal.failNext('verify', failure);

      expect(await gateway.verify(authority, PRICE)).toMatchObject({ outcome: 'not-paid', kind: 'transient', code });

      const again = await gateway.verify(authority, PRICE);
      expect(again.outcome).toBe(failure === 'answer-lost' ? 'already-verified' : 'paid');
      expect(zarinpal.successfulVerifies(authority)).toBe(1);
    });
  });

  describe('inquiry', () => {
    it('follows a payment from the bank page to paid, verified and reversed', async () => {
      const authority = await requested();
      expect(await gateway.inquire(authority)).toEqual({ state: 'in-bank', code: 100, message: 'Success' });
      zarinpal.pay(authority);
      expect(await gateway.inquire(authority)).toMatchObject({ state: 'paid' });
      await gateway.verify(authority, PRICE);
      expect(await gateway.inquire(authority)).toMatchObject({ state: 'verified' });
      await gateway.reverse(authority);
      expect(await gateway.inquire(authority)).toMatchObject({ state: 'reversed' });
      expect(zarinpal.callsTo('inquiry')[0].body).toEqual({ merchant_id: FAKE_ZARINPAL_MERCHANT_ID, authority });
    });

    it('reads a cancelled payment as failed', async () => {
      const authority = await requested();
      zarinpal.cancel(authority);
      expect(await gateway.inquire(authority)).toMatchObject({ state: 'failed', code: 100 });
    });

    it('answers unknown, final, for an authority Zarinpal never issued, and unknown, transient, when the question fails', async () => {
      expect(await gateway.inquire(`A${'0'.repeat(35)}`)).toMatchObject({ state: 'unknown', kind: 'final', code: -54 });
      const authority = await paid();
      zarinpal.failNext('inquiry', 'http-500');
      expect(await gateway.inquire(authority)).toMatchObject({ state: 'unknown', kind: 'transient', code: null });
    });
  });

  describe('unverified', () => {
    it('lists the payments paid at the bank and not yet verified', async () => {
      const waiting = await paid();
      const verified = await paid();
      await gateway.verify(verified, PRICE);
      await requested();

      expect(await gateway.unverified()).toEqual([waiting]);
      expect(zarinpal.callsTo('unVerified')[0].body).toEqual({ merchant_id: FAKE_ZARINPAL_MERCHANT_ID });
    });

    it('answers an empty list when the question fails', async () => {
      await paid();
      zarinpal.failNext('unVerified', 'timeout');
      expect(await gateway.unverified()).toEqual([]);
    });
  });

  describe('reverse', () => {
    it('gives a verified payment back within 30 minutes of payment', async () => {
      const authority = await paid();
      await gateway.verify(authority, PRICE);
      clock.advance(29 * 60 * 1000);

      expect(await gateway.reverse(authority)).toEqual({ outcome: 'reversed', code: 100, message: 'Reversed' });
      expect(zarinpal.callsTo('reverse')[0].body).toEqual({ merchant_id: FAKE_ZARINPAL_MERCHANT_ID, authority });
    });

    it("reads an unregistered server IP (-62) as configuration", async () => {
      const authority = await paid();
      await gateway.verify(authority, PRICE);
      zarinpal.serverIpRegistered = false;

      expect(await gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'configuration', code: -62 });
    });

    it('reads a reverse after the 30-minute window (-63) as a final refusal', async () => {
      const authority = await paid();
      await gateway.verify(authority, PRICE);
      clock.advance(31 * 60 * 1000);

      expect(await gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'final', code: -63 });
    });

    it('reads a reverse of a payment not verified (-61) as a final refusal', async () => {
      const authority = await paid();
      expect(await gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'final', code: -61 });
    });

    it('reads a reverse that got no answer as transient', async () => {
      const authority = await paid();
      await gateway.verify(authority, PRICE);
      zarinpal.failNext('reverse', 'not-json');
      expect(await gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'transient', code: null });
    });
  });

  describe("the fake's StartPay page", () => {
    it('offers Pay and Cancel forms that send the browser back to the callback with the outcome', async () => {
      const paidOne = await requested();
      const page = await (await fetch(`${zarinpal.url}/pg/StartPay/${paidOne}`)).text();
      expect(page).toContain(`action="/pg/StartPay/${paidOne}/pay"`);
      expect(page).toContain(`action="/pg/StartPay/${paidOne}/cancel"`);

      const afterPay = await fetch(`${zarinpal.url}/pg/StartPay/${paidOne}/pay`, { method: 'POST', redirect: 'manual' });
      expect(afterPay.status).toBe(303);
      expect(afterPay.headers.get('location')).toBe(`${CALLBACK}?Authority=${paidOne}&Status=OK`);

      const cancelledOne = await requested();
      const afterCancel = await fetch(`${zarinpal.url}/pg/StartPay/${cancelledOne}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(afterCancel.headers.get('location')).toBe(`${CALLBACK}?Authority=${cancelledOne}&Status=NOK`);
      expect(await gateway.verify(cancelledOne, PRICE)).toMatchObject({ kind: 'final', code: -51 });
    });
  });

  describe('the code table', () => {
    it('settles a payment only by answers about the payment itself', () => {
      expect([-50, -51, -53, -54, -55].map((code) => kindOfCode(code, 'verify'))).toEqual(Array(5).fill('final'));
      expect([-12, -52, -60, -61, -63, -1234].map((code) => kindOfCode(code, 'verify'))).toEqual(Array(6).fill('transient'));
      expect([-9, -10, -11, -14, -15, -19, -62].map((code) => kindOfCode(code, 'verify'))).toEqual(Array(7).fill('configuration'));
      expect([-60, -61, -63].map((code) => kindOfCode(code, 'reverse'))).toEqual(Array(3).fill('final'));
      expect(kindOfCode(-62, 'reverse')).toBe('configuration');
    });
  });
});
