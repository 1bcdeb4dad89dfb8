import { startTestServer, type TestServer } from './support/test-server';
import { loadConfig } from '../../server/config';

describe('the API server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(async () => server.close());

  it("lists the demo reservation types as cards, with no slots, as the spec's table says", async () => {
    const response = await fetch(`${server.url}/api/reservationtypes`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.some((type: { price: number }) => type.price === 0)).toBe(true);
    expect(body.data.filter((type: { popular: boolean }) => type.popular)).toHaveLength(1);
    for (const type of body.data) {
      // the spec's fields, and what the cards add: the session's length and rest, the booking notice, the consultant's popular choice;
      // a type that asks questions carries them too, so the booking screen opened from its card asks them (issue 32)
      const { questions, ...card } = type;
      if (questions !== undefined) expect(questions.length).toBeGreaterThan(0);
      expect(Object.keys(card).sort()).toEqual([
        '_id',
        'availableDates',
        'bookingNoticeMinutes',
        'bufferMinutes',
        'description',
        'durationMinutes',
        'includedServices',
        'popular',
        'price',
        'session',
        'title',
      ]);
      expect(type.durationMinutes).toBeGreaterThanOrEqual(15);
      expect(type.includedServices.length).toBeGreaterThan(0);
      // the slots are the booking page's to read, a month at a time
      expect(type.availableDates).toEqual([]);
    }
  });

  it("answers one type by id with its first month's slots and every offered day, and a Persian 404 for an unknown or malformed id", async () => {
    const list = await (await fetch(`${server.url}/api/reservationtypes`)).json();
    const { availableDates, offeredDays, ...card } = await (await fetch(`${server.url}/api/reservationtypes/${list.data[1]._id}`)).json();
    expect({ ...card, availableDates: [] }).toEqual(list.data[1]);
    expect(offeredDays.length).toBeGreaterThan(20);
    expect(availableDates.length).toBeGreaterThan(0);
    expect(Object.keys(availableDates[0]).sort()).toEqual(['date', 'timeSlots']);
    expect(availableDates[0].date).toBe(offeredDays[0]);
    // fetch's JSON comes from Node's own realm, so instanceof checks against jest's Array fail
    expect(Array.isArray(availableDates[0].timeSlots)).toBe(true);

    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-an-id', '%27%20OR%201=1']) {
      const response = await fetch(`${server.url}/api/reservationtypes/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'نوع رزرو پیدا نشد' });
    }
  });

  it("offers only slots and days from today on (Tehran's calendar), even when an earlier range is asked", async () => {
    const list = await (await fetch(`${server.url}/api/reservationtypes?from=2026-11-01&to=2026-12-21`)).json();
    const dates = list.data.flatMap((type: { availableDates: Array<{ date: string }> }) => type.availableDates.map((d) => d.date));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date: string) => date >= '2026-11-22')).toBe(true);
    const one = await (await fetch(`${server.url}/api/reservationtypes/${list.data[0]._id}?from=2026-11-01&to=2026-12-21`)).json();
    expect(
      [...one.availableDates.map((d: { date: string }) => d.date), ...one.offeredDays].every((date: string) => date >= '2026-11-22'),
    ).toBe(true);
  });

  it('answers an unknown API path with a JSON 404 in Persian', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'مسیر درخواستی پیدا نشد' });
  });

  it('refuses malformed JSON with a Persian 400', async () => {
    const response = await fetch(`${server.url}/api/user/signout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect([400, 404]).toContain(response.status);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await fetch(`${server.url}/api/reservationtypes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect([404, 413]).toContain(response.status);
    expect((await response.json()).success).toBe(false);
  });

  it('refuses a state-changing request from another site', async () => {
    const response = await fetch(`${server.url}/api/user/signout`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: 'درخواست از وب‌سایت دیگری پذیرفته نمی‌شود' });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/api/reservationtypes`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves the demo article images from the upload folder', async () => {
    const post = await server.db.selectFrom('posts').select('image').executeTakeFirstOrThrow();
    const response = await fetch(`${server.url}/${post.image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('seeded three categories and ten articles with images', async () => {
    const categories = await server.db.selectFrom('categories').select('id').execute();
    const posts = await server.db.selectFrom('posts').select(['image', 'title']).execute();
    expect(categories).toHaveLength(3);
    expect(posts).toHaveLength(10);
    expect(posts.every((post) => post.image?.startsWith('uploads/'))).toBe(true);
  });
});

describe('configuration', () => {
  it('names PORT when it is not a port number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^PORT: /);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^PORT: /);
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(/^DATABASE_URL: /);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/^DATABASE_URL: /);
  });

  it('believes no proxy unless TRUST_PROXY names how many stand in front, and names it when it is not a count', () => {
    expect(loadConfig({}).trustedProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustedProxyHops).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY: /);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/^TRUST_PROXY: /);
  });

  it('uses port 3000, ./data and the sandbox gateway by default', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/site/data');
    expect(config.databaseUrl).toBeNull();
    expect(config.payment.gateway).toBe('sandbox');
  });

  it("refuses the sandbox bank in production unless a demo allows it; without PAYMENT_GATEWAY the dashboard's merchant id decides", () => {
    const secret = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...secret, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/^PAYMENT_GATEWAY: /);
    expect(loadConfig(secret).payment).toMatchObject({ gatewayFromEnvironment: false, sandboxAllowed: false });
    expect(loadConfig({ ...secret, ALLOW_SANDBOX_PAYMENTS: 'true' }).payment).toMatchObject({ gateway: 'sandbox', sandboxAllowed: true });
  });

  it('demands AUTH_SECRET (32 characters or more) in production; elsewhere the server makes its own', () => {
    const live = { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(() => loadConfig(live)).toThrow(/^AUTH_SECRET: must be a random string of at least 32 characters in production/);
    expect(() => loadConfig({ ...live, AUTH_SECRET: 'short' })).toThrow(/^AUTH_SECRET: /);
    expect(loadConfig({ ...live, AUTH_SECRET: 'k'.repeat(64) }).authSecret).toBe('k'.repeat(64));
    expect(loadConfig({}).authSecret).toBeNull();
  });

  it('demands a 36-character merchant id for Zarinpal', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'zarinpal' })).toThrow(/^ZARINPAL_MERCHANT_ID: /);
  });
});
