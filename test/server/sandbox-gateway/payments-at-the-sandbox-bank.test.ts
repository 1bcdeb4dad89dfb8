import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../../../server/db/database';
import { SandboxGateway } from '../../../server/modules/booking/adapters/kysely-sandbox-gateway';
import { CALLBACK, MINUTE, PRICE, useSandboxGateway } from './sandbox-gateway-world';

describe('the sandbox gateway, kept in the database', () => {
  const w = useSandboxGateway();

  it('answers a payment page on this site for each request', async () => {
    const { authority, paymentUrl } = await w.gateway.request(PRICE, CALLBACK, 'رزرو مشاوره', {});
    expect(authority).toMatch(/^S[0-9a-f]{36}$/);
    expect(paymentUrl).toBe(`/sandbox-bank/${authority}`);
    expect(await w.gateway.find(authority)).toEqual({
      authority,
      amountTomans: PRICE,
      description: 'رزرو مشاوره',
      callbackUrl: CALLBACK,
      state: 'awaiting',
      refId: null,
    });
  });

  it('lets a second server process on the same database see and verify a payment the first one requested', async () => {
    const authority = await w.requested();
    const second = new SandboxGateway(w.database.secondConnection(), w.clock);

    expect(await second.find(authority)).toMatchObject({ state: 'awaiting' });
    await second.decide(authority, 'pay');
    expect(await second.verify(authority, PRICE)).toMatchObject({ outcome: 'paid', code: 100 });
    expect(await w.gateway.find(authority)).toMatchObject({ state: 'verified' });
  });

  it('forgets nothing across a restart of the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-restart-'));
    try {
      const before = openDatabase({ databaseUrl: null, dataDir });
      await migrateToLatest(before);
      const { authority } = await new SandboxGateway(before, w.clock).request(PRICE, CALLBACK, 'رزرو', {});
      await new SandboxGateway(before, w.clock).decide(authority, 'pay');
      await before.destroy();

      const after = openDatabase({ databaseUrl: null, dataDir });
      try {
        expect(await new SandboxGateway(after, w.clock).verify(authority, PRICE)).toMatchObject({ outcome: 'paid', code: 100 });
      } finally {
        await after.destroy();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('verifies a paid payment with code 100 once, then answers 101 with the same reference', async () => {
    const authority = await w.paid();

    const first = await w.gateway.verify(authority, PRICE);
    const second = await w.gateway.verify(authority, PRICE);

    expect(first).toEqual({
      outcome: 'paid',
      refId: expect.stringMatching(/^\d{9}$/),
      cardPan: '6037-99**-****-1234',
      code: 100,
      message: 'Success',
    });
    expect(second).toEqual({
      outcome: 'already-verified',
      refId: first.outcome === 'paid' ? first.refId : 'none',
      cardPan: '6037-99**-****-1234',
      code: 101,
      message: 'Verified',
    });
  });

  it('answers 100 to only one of two verifies racing for the same payment', async () => {
    const authority = await w.paid();
    const second = new SandboxGateway(w.database.secondConnection(), w.clock);

    const answers = await Promise.all([w.gateway.verify(authority, PRICE), second.verify(authority, PRICE)]);

    expect(answers.map((answer) => answer.code).sort()).toEqual([100, 101]);
  });

  it.each([
    [
      'cancelled at the bank page (-51)',
      -51,
      async () => {
        const authority = await w.requested();
        await w.gateway.decide(authority, 'cancel');
        return { authority, amount: PRICE };
      },
    ],
    ['not paid yet (-51)', -51, async () => ({ authority: await w.requested(), amount: PRICE })],
    ['paid another amount (-50)', -50, async () => ({ authority: await w.paid(), amount: PRICE + 1000 })],
    ['an authority it never issued (-54)', -54, async () => ({ authority: `S${'0'.repeat(36)}`, amount: PRICE })],
  ])('reads a payment %s as final', async (_name, code, payment) => {
    const { authority, amount } = await payment();
    expect(await w.gateway.verify(authority, amount)).toMatchObject({ outcome: 'not-paid', kind: 'final', code });
  });

  it("counts only the visitor's first choice", async () => {
    const authority = await w.requested();

    expect(await w.gateway.decide(authority, 'pay')).toMatchObject({ state: 'paid' });
    expect(await w.gateway.decide(authority, 'cancel')).toMatchObject({ state: 'paid' });
    expect(await w.gateway.decide(`S${'0'.repeat(36)}`, 'pay')).toBeNull();
  });

  it('settles two choices racing on two processes once, both seeing the winner', async () => {
    const authority = await w.requested();
    const second = new SandboxGateway(w.database.secondConnection(), w.clock);

    const [viaFirst, viaSecond] = await Promise.all([w.gateway.decide(authority, 'pay'), second.decide(authority, 'cancel')]);

    expect(viaFirst?.state).toBe(viaSecond?.state);
    expect(['paid', 'cancelled']).toContain(viaFirst?.state);
  });

  it("tells the state of an authority, as Zarinpal's inquiry does", async () => {
    const authority = await w.requested();
    expect(await w.gateway.inquire(authority)).toEqual({ state: 'in-bank', code: 100, message: 'Success' });
    await w.gateway.decide(authority, 'pay');
    expect(await w.gateway.inquire(authority)).toMatchObject({ state: 'paid' });
    await w.gateway.verify(authority, PRICE);
    expect(await w.gateway.inquire(authority)).toMatchObject({ state: 'verified' });

    const cancelled = await w.requested();
    await w.gateway.decide(cancelled, 'cancel');
    expect(await w.gateway.inquire(cancelled)).toMatchObject({ state: 'failed' });
    expect(await w.gateway.inquire(`S${'0'.repeat(36)}`)).toMatchObject({ state: 'unknown', kind: 'final', code: -54 });
  });

  it('lists the payments paid and not yet verified, newest payment first', async () => {
    const older = await w.paid();
    w.clock.advance(MINUTE);
    const newer = await w.paid();
    const verified = await w.paid();
    await w.gateway.verify(verified, PRICE);
    await w.requested();

    expect(await w.gateway.unverified()).toEqual([newer, older]);
  });
});
