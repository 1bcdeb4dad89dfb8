import { ZarinpalGateway } from '../../../server/modules/booking/adapters/zarinpal-gateway';
import { FAKE_ZARINPAL_MERCHANT_ID, type FakeZarinpalFailure } from '../../fakes/fake-zarinpal-server';
import { CALLBACK, OTHER_MERCHANT, PRICE, UNKNOWN_MERCHANT, useZarinpal } from './zarinpal-world';

describe('the Zarinpal v4 adapter verifies a payment', () => {
  const w = useZarinpal();

  it('answers a paid payment with code 100, its ref_id and card, asking with the same toman amount', async () => {
    const authority = await w.paid();

    const verification = await w.gateway.verify(authority, PRICE);

    expect(verification).toEqual({
      outcome: 'paid',
      refId: expect.stringMatching(/^\d+$/),
      cardPan: '502229******5995',
      code: 100,
      message: 'Paid',
    });
    expect(w.zarinpal.callsTo('verify').map((call) => call.body)).toEqual([
      { merchant_id: FAKE_ZARINPAL_MERCHANT_ID, authority, amount: PRICE },
    ]);
    expect(w.zarinpal.successfulVerifies(authority)).toBe(1);
  });

  it('answers a second verify with code 101 and the same ref_id', async () => {
    const authority = await w.paid();
    const first = await w.gateway.verify(authority, PRICE);

    const second = await w.gateway.verify(authority, PRICE);

    expect(second).toEqual({
      outcome: 'already-verified',
      refId: first.outcome === 'paid' ? first.refId : 'none',
      cardPan: '502229******5995',
      code: 101,
      message: 'Verified',
    });
    expect(w.zarinpal.successfulVerifies(authority)).toBe(1);
  });

  it.each([
    ['not paid yet (-51)', -51, async () => ({ authority: await w.requested(), amount: PRICE })],
    [
      'cancelled at the bank (-51)',
      -51,
      async () => {
        const authority = await w.requested();
        w.zarinpal.cancel(authority);
        return { authority, amount: PRICE };
      },
    ],
    ['paid another amount (-50)', -50, async () => ({ authority: await w.paid(), amount: PRICE + 1000 })],
    ['an authority Zarinpal never issued (-54)', -54, async () => ({ authority: `A${'0'.repeat(35)}`, amount: PRICE })],
  ])('reads %s as final', async (_name, code, payment) => {
    const { authority, amount } = await payment();
    expect(await w.gateway.verify(authority, amount)).toMatchObject({ outcome: 'not-paid', kind: 'final', code });
  });

  it("reads another merchant's authority (-53) as final", async () => {
    const theirs = new ZarinpalGateway(OTHER_MERCHANT, w.zarinpal.url);
    const { authority } = await theirs.request(PRICE, CALLBACK, 'd', {});
    w.zarinpal.pay(authority);

    expect(await w.gateway.verify(authority, PRICE)).toMatchObject({ outcome: 'not-paid', kind: 'final', code: -53 });
  });

  it('reads a merchant id Zarinpal does not know (-10) as configuration', async () => {
    const authority = await w.paid();
    const unknown = new ZarinpalGateway(UNKNOWN_MERCHANT, w.zarinpal.url);

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
    const authority = await w.paid();
    w.zarinpal.failNext('verify', failure);

    expect(await w.gateway.verify(authority, PRICE)).toMatchObject({ outcome: 'not-paid', kind: 'transient', code });

    const again = await w.gateway.verify(authority, PRICE);
    expect(again.outcome).toBe(failure === 'answer-lost' ? 'already-verified' : 'paid');
    expect(w.zarinpal.successfulVerifies(authority)).toBe(1);
  });
});
