import { API_MODULES } from '../../../src/core/contracts/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';

const endpoints = Object.values(API_MODULES).flatMap((module) => Object.values(module));

/** an address for the endpoint with a made-up value in each `:name` part */
function addressOf(path: string, userId: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => (name === 'userId' ? userId : '00000000-0000-4000-8000-000000000000'));
}

describe('Cache-Control on answers that belong to one user', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    admin = await signInDirectly(server.db, { email: 'cache-admin@example.com', isAdmin: true });
    customer = await signInDirectly(server.db, { email: 'cache-customer@example.com' });
  });
  afterAll(async () => server.close());

  const call = (method: string, path: string, as: SignedInUser | null) =>
    fetch(`${server.url}${addressOf(path, as?.id ?? customer.id)}`, {
      method,
      headers: {
        ...(as ? { cookie: as.cookie } : {}),
        ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
      },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });

  it("marks private, no-store every answer of every contract endpoint that needs a session: its refusal, the admin's and the customer's reads", async () => {
    const needingSession: string[] = [];
    for (const { method, path } of endpoints) {
      const refused = await call(method, path, null);
      if (refused.status !== 401) continue;
      needingSession.push(`${method} ${path}`);
      expect({ path, refusal: refused.headers.get('cache-control') }).toEqual({ path, refusal: 'private, no-store' });
      if (method !== 'GET') continue;
      for (const as of [admin, customer]) {
        const answer = await call(method, path, as);
        expect({ path, status: answer.status, header: answer.headers.get('cache-control') }).toEqual({
          path,
          status: answer.status,
          header: 'private, no-store',
        });
      }
    }
    expect(needingSession).toEqual(expect.arrayContaining(['GET /api/auth/me', 'GET /api/reservations/mine', 'GET /api/reservations']));
    const adminPaths = endpoints
      .filter((endpoint) => endpoint.path.startsWith('/api/admin/'))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(adminPaths.length).toBeGreaterThan(0);
    expect(needingSession).toEqual(expect.arrayContaining(adminPaths));
  });

  it("sends the signed-in user's own data with private, no-store, and the dashboard page too", async () => {
    const me = await call('GET', '/api/auth/me', customer);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const dashboard = await fetch(`${server.url}/dashboard`, { headers: { cookie: admin.cookie } });
    expect(dashboard.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves public reads to their own caching', async () => {
    const types = await call('GET', '/api/reservationtypes', customer);
    expect(types.status).toBe(200);
    expect(types.headers.get('cache-control') ?? '').not.toContain('private');
  });
});
