import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../../server/config';
import { migrateToLatest, openDatabase, type AppDatabase } from '../../server/db/database';
import { choosePaymentGateway } from '../../server/modules/booking/adapters/choose-payment-gateway';
import { SandboxGateway } from '../../server/modules/booking/adapters/sandbox-gateway';
import { ZarinpalGateway } from '../../server/modules/booking/adapters/zarinpal-gateway';
import { sandboxBankRoutes } from '../../server/modules/booking/http/sandbox-bank-routes';
import { FakeServerClock } from './support/fake-server-clock';
import { createScratchDatabase } from './support/scratch-postgres';

const CALLBACK = 'http://127.0.0.1:3000/payment/callback';
const PRICE = 480_000;
const MINUTE = 60 * 1000;

interface TestDatabase {
  db: AppDatabase;
  /** another connection to the same database, as a second server process would have */
  secondConnection(): AppDatabase;
  release(): Promise<void>;
}

/** A fresh database: PGlite in memory, or a scratch database on the server TEST_DATABASE_URL names. */
async function freshDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = openDatabase({ databaseUrl: null, dataDir: null });
    await migrateToLatest(db);
    // The embedded database serves one process only, so a second "process" shares its object.
    return { db, secondConnection: () => db, release: () => db.destroy() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'sandbox');
  const db = openDatabase({ databaseUrl: scratch.url, dataDir: null });
  await migrateToLatest(db);
  const others: AppDatabase[] = [];
  return {
    db,
    secondConnection() {
      const other = openDatabase({ databaseUrl: scratch.url, dataDir: null });
      others.push(other);
      return other;
    },
    async release() {
      await Promise.all([db, ...others].map((each) => each.destroy()));
      await scratch.drop();
    },
  };
}

describe('the sandbox gateway, kept in the database', () => {
  let database: TestDatabase;
  let clock: FakeServerClock;
  let gateway: SandboxGateway;

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => database.release());
  beforeEach(async () => {
    await database.db.deleteFrom('sandbox_payments').execute();
    clock = new FakeServerClock('2026-11-22T08:30:00Z');
    gateway = new SandboxGateway(database.db, clock);
  });

  const requested = async (amount = PRICE) => (await gateway.request(amount, CALLBACK, 'رزرو مشاوره', {})).authority;
  const paid = async (amount = PRICE) => {
    const authority = await requested(amount);
    await gateway.decide(authority, 'pay');
    return authority;
  };

  it('answers a payment page on this site for each request', async () => {
    const { authority, paymentUrl } = await gateway.request(PRICE, CALLBACK, 'رزرو مشاوره', {});
    expect(authority).toMatch(/^S[0-9a-f]{36}$/);
    expect(paymentUrl).toBe(`/sandbox-bank/${authority}`);
    expect(await gateway.find(authority)).toEqual({
      authority, amountTomans: PRICE, description: 'رزرو مشاوره', callbackUrl: CALLBACK, state: 'awaiting', refId: null,
    });
  });

  it('lets a second server process on the same database see and verify a payment the first one requested', async () => {
    const authority = await requested();
    const second = new SandboxGateway(database.secondConnection(), clock);

    expect(await second.find(authority)).toMatchObject({ state: 'awaiting' });
    await second.decide(authority, 'pay');
    expect(await second.verify(authority, PRICE)).toMatchObject({ outcome: 'paid', code: 100 });
    expect(await gateway.find(authority)).toMatchObject({ state: 'verified' });
  });

  it('forgets nothing across a restart of the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-restart-'));
    try {
      const before = openDatabase({ databaseUrl: null, dataDir });
      await migrateToLatest(before);
      const { authority } = await new SandboxGateway(before, clock).request(PRICE, CALLBACK, 'رزرو', {});
      await new SandboxGateway(before, clock).decide(authority, 'pay');
      await before.destroy();

      const after = openDatabase({ databaseUrl: null, dataDir });
      try {
        expect(await new SandboxGateway(after, clock).verify(authority, PRICE)).toMatchObject({ outcome: 'paid', code: 100 });
      } finally {
        await after.destroy();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('verifies a paid payment with code 100 once, then answers 101 with the same reference', async () => {
    const authority = await paid();

    const first = await gateway.verify(authority, PRICE);
    const second = await gateway.verify(authority, PRICE);

    expect(first).toEqual({ outcome: 'paid', refId: expect.stringMatching(/^\d{9}$/), cardPan: '6037-99**-****-1234', code: 100, message: 'Success' });
    expect(second).toEqual({ outcome: 'already-verified', refId: first.outcome === 'paid' ? first.refId : 'none', cardPan: '6037-99**-****-1234', code: 101, message: 'Verified' });
  });

  it('answers 100 to only one of two verifies racing for the same payment', async () => {
    const authority = await paid();
    const second = new SandboxGateway(database.secondConnection(), clock);

    const answers = await Promise.all([gateway.verify(authority, PRICE), second.verify(authority, PRICE)]);

    expect(answers.map((answer) => answer.code).sort()).toEqual([100, 101]);
  });

  it.each([
    ['cancelled at the bank page (-51)', -51, async () => {
      const authority = await requested();
      await gateway.decide(authority, 'cancel');
      return { authority, amount: PRICE };
    }],
    ['not paid yet (-51)', -51, async () => ({ authority: await requested(), amount: PRICE })],
    ['paid another amount (-50)', -50, async () => ({ authority: await paid(), amount: PRICE + 1000 })],
    ['an authority it never issued (-54)', -54, async () => ({ authority: `S${'0'.repeat(36)}`, amount: PRICE })],
  ])('reads a payment %s as final', async (_name, code, payment) => {
    const { authority, amount } = await payment();
    expect(await gateway.verify(authority, amount)).toMatchObject({ outcome: 'not-paid', kind: 'final', code });
  });

  it("counts only the visitor's first choice", async () => {
    const authority = await requested();

    expect(await gateway.decide(authority, 'pay')).toMatchObject({ state: 'paid' });
    expect(await gateway.decide(authority, 'cancel')).toMatchObject({ state: 'paid' });
    expect(await gateway.decide(`S${'0'.repeat(36)}`, 'pay')).toBeNull();
  });

  it('settles two choices racing on two processes once, both seeing the winner', async () => {
    const authority = await requested();
    const second = new SandboxGateway(database.secondConnection(), clock);

    const [viaFirst, viaSecond] = await Promise.all([gateway.decide(authority, 'pay'), second.decide(authority, 'cancel')]);

    expect(viaFirst?.state).toBe(viaSecond?.state);
    expect(['paid', 'cancelled']).toContain(viaFirst?.state);
  });

  it('tells the state of an authority, as Zarinpal\'s inquiry does', async () => {
    const authority = await requested();
    expect(await gateway.inquire(authority)).toEqual({ state: 'in-bank', code: 100, message: 'Success' });
    await gateway.decide(authority, 'pay');
    expect(await gateway.inquire(authority)).toMatchObject({ state: 'paid' });
    await gateway.verify(authority, PRICE);
    expect(await gateway.inquire(authority)).toMatchObject({ state: 'verified' });

    const cancelled = await requested();
    await gateway.decide(cancelled, 'cancel');
    expect(await gateway.inquire(cancelled)).toMatchObject({ state: 'failed' });
    expect(await gateway.inquire(`S${'0'.repeat(36)}`)).toMatchObject({ state: 'unknown', kind: 'final', code: -54 });
  });

  it('lists the payments paid and not yet verified, newest payment first', async () => {
    const older = await paid();
    clock.advance(MINUTE);
    const newer = await paid();
    const verified = await paid();
    await gateway.verify(verified, PRICE);
    await requested();

    expect(await gateway.unverified()).toEqual([newer, older]);
  });

  describe('reverse', () => {
    it('gives a verified payment back within 30 minutes of payment', async () => {
      const authority = await paid();
      await gateway.verify(authority, PRICE);
      clock.advance(30 * MINUTE);

      expect(await gateway.reverse(authority)).toEqual({ outcome: 'reversed', code: 100, message: 'Reversed' });
      expect(await gateway.inquire(authority)).toMatchObject({ state: 'reversed' });
    });

    it('refuses, finally, after the 30 minutes (-63)', async () => {
      const authority = await paid();
      await gateway.verify(authority, PRICE);
      clock.advance(30 * MINUTE + 1000);

      expect(await gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'final', code: -63 });
      expect(await gateway.inquire(authority)).toMatchObject({ state: 'verified' });
    });

    it('refuses, finally, a payment that was not verified (-61)', async () => {
      const authority = await paid();
      expect(await gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'final', code: -61 });
    });

    it('reverses a payment once', async () => {
      const authority = await paid();
      await gateway.verify(authority, PRICE);
      await gateway.reverse(authority);
      expect(await gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'final', code: -61 });
    });
  });

  describe("the sandbox bank's pages", () => {
    const bankApp = async (clientDir?: string) => {
      const app = Fastify();
      await sandboxBankRoutes(app, gateway, { clientDir });
      return app;
    };

    it('shows the amount and both choices, then sends the visitor back to the callback with the outcome', async () => {
      const authority = await requested();
      const app = await bankApp();

      const pageHtml = (await app.inject({ url: `/sandbox-bank/${authority}` })).body;
      expect(pageHtml).toContain(`action="/sandbox-bank/${authority}/pay"`);
      expect(pageHtml).toContain(`action="/sandbox-bank/${authority}/cancel"`);

      const paidAnswer = await app.inject({ method: 'POST', url: `/sandbox-bank/${authority}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(paidAnswer.statusCode).toBe(303);
      expect(paidAnswer.headers.location).toBe(`/payment/callback?Authority=${authority}&Status=OK`);
      // The choice is made: the page now only sends the visitor back.
      expect((await app.inject({ url: `/sandbox-bank/${authority}` })).headers.location).toBe(`/payment/callback?Authority=${authority}&Status=OK`);
      await app.close();
    });

    it('answers 404 for an authority it never issued', async () => {
      const app = await bankApp();
      expect((await app.inject({ url: '/sandbox-bank/Snotreal' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/sandbox-bank/Snotreal/pay' })).statusCode).toBe(404);
      await app.close();
    });

    it("sets the page in the site's self-hosted font when the built client is at hand", async () => {
      const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-client-'));
      try {
        fs.mkdirSync(path.join(clientDir, 'assets'));
        fs.writeFileSync(path.join(clientDir, 'route-chunks.json'), JSON.stringify({ app: ['assets/app.1234.css', 'assets/app.1234.js'] }));
        const fontFace = "@font-face {\n  font-family: 'Vazirmatn';\n  src: url(/assets/vazirmatn-arabic-400-normal.abcd.woff2) format('woff2');\n}";
        fs.writeFileSync(path.join(clientDir, 'assets/app.1234.css'), `/* vazirmatn */\n${fontFace}\nbody { color: red; }`);
        const authority = await requested();
        const app = await bankApp(clientDir);

        const pageHtml = (await app.inject({ url: `/sandbox-bank/${authority}` })).body;

        expect(pageHtml).toContain(fontFace);
        expect(pageHtml).not.toContain('color: red');
        await app.close();
      } finally {
        fs.rmSync(clientDir, { recursive: true, force: true });
      }
    });

    it('serves nothing when the sandbox is not the gateway', async () => {
      const app = Fastify();
      await sandboxBankRoutes(app, null);
      expect((await app.inject({ url: `/sandbox-bank/${await requested()}` })).statusCode).toBe(404);
      await app.close();
    });
  });

  describe('choosing the gateway', () => {
    it('is the sandbox by default, which is also the bank behind the sandbox pages', () => {
      const chosen = choosePaymentGateway(loadConfig({}), database.db, clock);
      expect(chosen.gateway).toBeInstanceOf(SandboxGateway);
      expect(chosen.sandboxBank).toBe(chosen.gateway);
    });

    it('is Zarinpal with PAYMENT_GATEWAY=zarinpal, with no sandbox pages', () => {
      const config = loadConfig({ PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: '1344b5d4-0048-11e8-94db-005056a205be', ZARINPAL_SANDBOX: 'true', ZARINPAL_TIMEOUT_MS: '5000' });
      const chosen = choosePaymentGateway(config, database.db, clock);
      expect(chosen.gateway).toBeInstanceOf(ZarinpalGateway);
      expect(chosen.sandboxBank).toBeNull();
      expect(config.payment).toMatchObject({ zarinpalBaseUrl: 'https://sandbox.zarinpal.com', zarinpalTimeoutMs: 5000 });
    });
  });
});
