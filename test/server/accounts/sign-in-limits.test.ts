import { startTestServer, type TestServer } from '../support/test-server';
import { call, type JsonAnswer } from '../support/http';

const PASSWORD = 'a long admin pass';
const SHUT = /^ورود به این حساب از دستگاه‌های تازه به‌خاطر تلاش‌های ناموفق بسیار بسته شد/;

/** "device=..." from an answer's Set-Cookie, when it set one */
const deviceCookieOf = (answer: JsonAnswer) => answer.setCookies.find((line) => line.startsWith('device='))?.split(';')[0] ?? null;

describe('sign-in limits that protect the owner (device cookies, counted in the database)', () => {
  let server: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
    second = await startTestServer({ env: { TRUST_PROXY: '1' }, sameDatabaseAs: server });
    second.clock.set(server.clock.now().toISOString());
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });
  const signIn = (on: TestServer, email: string, password: string, from: string, cookie: string | null = null) =>
    call(`${on.url}/api/auth/signin`, 'POST', { body: { email, password }, cookie, headers: { 'x-forwarded-for': from } });
  const newAdmin = async (email: string) => {
    expect(
      (
        await call(`${server.url}/api/auth/signup`, 'POST', {
          body: { email, password: PASSWORD },
          headers: { 'x-forwarded-for': '192.0.2.1' },
        })
      ).status,
    ).toBe(201);
    await server.db.updateTable('users').set({ is_admin: true }).where('email', '=', email).execute();
  };

  it("lets the admin's known device in with the right password during a flood of wrong passwords from 50 addresses, while an unknown device is refused", async () => {
    await newAdmin('owner@example.com');
    const first = await signIn(server, 'owner@example.com', PASSWORD, '192.0.2.10');
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^device=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first.setCookies.find((line) => line.startsWith('device='))).toMatch(/HttpOnly/i);

    for (let address = 0; address < 50; address++) {
      for (const on of [server, second])
        expect([401, 429]).toContain((await signIn(on, 'owner@example.com', `guess ${address}`, `198.51.100.${address}`)).status);
    }
    const unknown = await signIn(server, 'owner@example.com', PASSWORD, '203.0.113.9');
    expect(unknown.status).toBe(429);
    expect(unknown.body.message).toMatch(SHUT);
    expect(unknown.cookie).toBeNull();

    for (const on of [server, second]) {
      const known = await signIn(on, 'owner@example.com', PASSWORD, '203.0.113.9', device);
      expect(known.status).toBe(200);
      expect(known.body).toMatchObject({ email: 'owner@example.com', isAdmin: true });
      expect((await call(`${on.url}/api/auth/me`, 'GET', { cookie: known.cookie })).status).toBe(200);
    }
  });

  it('counts failures across two server processes on one database', async () => {
    await newAdmin('shared@example.com');
    for (let attempt = 0; attempt < 5; attempt++) {
      const on = attempt % 2 === 0 ? server : second;
      expect((await signIn(on, 'shared@example.com', 'wrong password', `198.18.5.${attempt}`)).status).toBe(401);
    }
    for (const on of [server, second]) expect((await signIn(on, 'shared@example.com', PASSWORD, '198.18.5.99')).status).toBe(429);
    expect(
      Number(
        await server.db
          .selectFrom('limit_windows')
          .select('count')
          .where('key', '=', 'email:shared@example.com')
          .executeTakeFirstOrThrow()
          .then((row) => row.count),
      ),
    ).toBe(5);

    for (const on of [server, second]) on.clock.advance(15 * 60 * 1000);
    expect((await signIn(second, 'shared@example.com', PASSWORD, '198.18.5.99')).status).toBe(200);
  });

  it("keeps per-address limits wide enough for a carrier's shared address: 30 customers' typos from one address do not stop the next", async () => {
    const carrier = '100.64.0.1';
    for (let person = 0; person < 30; person++) {
      const email = `carrier${person}@example.com`;
      expect(
        (
          await call(`${server.url}/api/auth/signup`, 'POST', {
            body: { email, password: PASSWORD },
            headers: { 'x-forwarded-for': `192.0.2.${100 + person}` },
          })
        ).status,
      ).toBe(201);
      expect((await signIn(server, email, 'typo', carrier)).status).toBe(401);
      expect((await signIn(server, email, PASSWORD, carrier)).status).toBe(200);
    }
  });
});
