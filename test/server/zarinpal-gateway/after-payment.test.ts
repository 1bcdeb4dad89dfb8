import { FAKE_ZARINPAL_MERCHANT_ID } from '../../fakes/fake-zarinpal-server';
import { PRICE, useZarinpal } from './zarinpal-world';

describe('the Zarinpal v4 adapter asks about payments and gives money back', () => {
  const w = useZarinpal();

  describe('inquiry', () => {
    it('follows a payment from the bank page to paid, verified and reversed', async () => {
      const authority = await w.requested();
      expect(await w.gateway.inquire(authority)).toEqual({ state: 'in-bank', code: 100, message: 'Success' });
      w.zarinpal.pay(authority);
      expect(await w.gateway.inquire(authority)).toMatchObject({ state: 'paid' });
      await w.gateway.verify(authority, PRICE);
      expect(await w.gateway.inquire(authority)).toMatchObject({ state: 'verified' });
      await w.gateway.reverse(authority);
      expect(await w.gateway.inquire(authority)).toMatchObject({ state: 'reversed' });
      expect(w.zarinpal.callsTo('inquiry')[0].body).toEqual({ merchant_id: FAKE_ZARINPAL_MERCHANT_ID, authority });
    });

    it('reads a cancelled payment as failed', async () => {
      const authority = await w.requested();
      w.zarinpal.cancel(authority);
      expect(await w.gateway.inquire(authority)).toMatchObject({ state: 'failed', code: 100 });
    });

    it('answers unknown, final, for an authority Zarinpal never issued, and unknown, transient, when the question fails', async () => {
      expect(await w.gateway.inquire(`A${'0'.repeat(35)}`)).toMatchObject({ state: 'unknown', kind: 'final', code: -54 });
      const authority = await w.paid();
      w.zarinpal.failNext('inquiry', 'http-500');
      expect(await w.gateway.inquire(authority)).toMatchObject({ state: 'unknown', kind: 'transient', code: null });
    });
  });

  describe('unverified', () => {
    it('lists the payments paid at the bank and not yet verified', async () => {
      const waiting = await w.paid();
      const verified = await w.paid();
      await w.gateway.verify(verified, PRICE);
      await w.requested();

      expect(await w.gateway.unverified()).toEqual([waiting]);
      expect(w.zarinpal.callsTo('unVerified')[0].body).toEqual({ merchant_id: FAKE_ZARINPAL_MERCHANT_ID });
    });

    it('answers an empty list when the question fails', async () => {
      await w.paid();
      w.zarinpal.failNext('unVerified', 'timeout');
      expect(await w.gateway.unverified()).toEqual([]);
    });
  });

  describe('reverse', () => {
    it('gives a verified payment back within 30 minutes of payment', async () => {
      const authority = await w.paid();
      await w.gateway.verify(authority, PRICE);
      w.clock.advance(29 * 60 * 1000);

      expect(await w.gateway.reverse(authority)).toEqual({ outcome: 'reversed', code: 100, message: 'Reversed' });
      expect(w.zarinpal.callsTo('reverse')[0].body).toEqual({ merchant_id: FAKE_ZARINPAL_MERCHANT_ID, authority });
    });

    it('reads an unregistered server IP (-62) as configuration', async () => {
      const authority = await w.paid();
      await w.gateway.verify(authority, PRICE);
      w.zarinpal.serverIpRegistered = false;

      expect(await w.gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'configuration', code: -62 });
    });

    it('reads a reverse after the 30-minute window (-63) as a final refusal', async () => {
      const authority = await w.paid();
      await w.gateway.verify(authority, PRICE);
      w.clock.advance(31 * 60 * 1000);

      expect(await w.gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'final', code: -63 });
    });

    it('reads a reverse of a payment not verified (-61) as a final refusal', async () => {
      const authority = await w.paid();
      expect(await w.gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'final', code: -61 });
    });

    it('reads a reverse that got no answer as transient', async () => {
      const authority = await w.paid();
      await w.gateway.verify(authority, PRICE);
      w.zarinpal.failNext('reverse', 'not-json');
      expect(await w.gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'transient', code: null });
    });
  });
});
