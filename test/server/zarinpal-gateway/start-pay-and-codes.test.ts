import { kindOfCode } from '../../../server/modules/booking/adapters/zarinpal-codes';
import { CALLBACK, PRICE, useZarinpal } from './zarinpal-world';

describe('the fake Zarinpal page and the code table', () => {
  const w = useZarinpal();

  describe("the fake's StartPay page", () => {
    it('offers Pay and Cancel forms that send the browser back to the callback with the outcome', async () => {
      const paidOne = await w.requested();
      const page = await (await fetch(`${w.zarinpal.url}/pg/StartPay/${paidOne}`)).text();
      expect(page).toContain(`action="/pg/StartPay/${paidOne}/pay"`);
      expect(page).toContain(`action="/pg/StartPay/${paidOne}/cancel"`);

      const afterPay = await fetch(`${w.zarinpal.url}/pg/StartPay/${paidOne}/pay`, { method: 'POST', redirect: 'manual' });
      expect(afterPay.status).toBe(303);
      expect(afterPay.headers.get('location')).toBe(`${CALLBACK}?Authority=${paidOne}&Status=OK`);

      const cancelledOne = await w.requested();
      const afterCancel = await fetch(`${w.zarinpal.url}/pg/StartPay/${cancelledOne}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(afterCancel.headers.get('location')).toBe(`${CALLBACK}?Authority=${cancelledOne}&Status=NOK`);
      expect(await w.gateway.verify(cancelledOne, PRICE)).toMatchObject({ kind: 'final', code: -51 });
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
