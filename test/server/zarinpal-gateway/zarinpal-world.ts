import { ZarinpalGateway } from '../../../server/modules/booking/adapters/zarinpal-gateway';
import { PaymentGatewayError } from '../../../server/modules/booking';
import { FAKE_ZARINPAL_MERCHANT_ID, FakeZarinpalServer } from '../../fakes/fake-zarinpal-server';
import { FakeServerClock } from '../support/fake-server-clock';

export const OTHER_MERCHANT = '9f0c7a52-77c1-4d0e-8a55-0c4a2a7e1b10';
export const UNKNOWN_MERCHANT = '00000000-0000-0000-0000-000000000000';
export const CALLBACK = 'https://moshaver.ir/payment/callback';
export const PRICE = 480_000;
export const SHORT_TIMEOUT_MS = 300;

/**
 * The Zarinpal adapter against a fresh fake Zarinpal for each test (two merchants, the domain
 * moshaver.ir registered, the fake's clock the test moves); `requested` and `paid` make payments.
 */
export function useZarinpal() {
  const world = {} as { zarinpal: FakeZarinpalServer; clock: FakeServerClock; gateway: ZarinpalGateway };
  beforeEach(async () => {
    world.clock = new FakeServerClock('2026-11-22T08:30:00Z');
    world.zarinpal = await FakeZarinpalServer.start({
      merchantIds: [FAKE_ZARINPAL_MERCHANT_ID, OTHER_MERCHANT],
      registeredDomain: 'moshaver.ir',
      clock: world.clock,
    });
    world.gateway = new ZarinpalGateway(FAKE_ZARINPAL_MERCHANT_ID, world.zarinpal.url, { timeoutMs: SHORT_TIMEOUT_MS });
  });
  afterEach(async () => world.zarinpal.stop());

  const requested = async (amount = PRICE) => (await world.gateway.request(amount, CALLBACK, 'رزرو مشاوره', {})).authority;
  const paid = async (amount = PRICE) => {
    const authority = await requested(amount);
    world.zarinpal.pay(authority);
    return authority;
  };
  return Object.assign(world, { requested, paid });
}

/** The code and kind of a refused payment request. */
export function refusalOf(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected the request to be refused');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PaymentGatewayError);
      const { code, kind } = error as PaymentGatewayError;
      return { code, kind };
    },
  );
}
