import fc from 'fast-check';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';

/**
 * Throws random JSON bodies, query strings and path parameters at every API route the server
 * registered, as a visitor, a user and an admin: no answer may be a 5xx and the server must
 * keep answering.
 */
describe('random input on every API route', () => {
  let server: TestServer;
  let user: SignedInUser;
  let admin: SignedInUser;
  let knownIds: string[];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    user = await signInDirectly(server.db, { email: 'fuzz-user@example.com' });
    admin = await signInDirectly(server.db, { email: 'fuzz-admin@example.com', isAdmin: true });
    const [types, posts, categories] = await Promise.all([
      server.db.selectFrom('reservation_types').select('id').execute(),
      server.db.selectFrom('posts').select('id').execute(),
      server.db.selectFrom('categories').select('id').execute(),
    ]);
    knownIds = [...types, ...posts, ...categories].map((row) => row.id).concat(user.id, admin.id);
  });
  afterAll(async () => server.close());

  const jsonValue = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record(
      {
        title: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        password: fc.string({ maxLength: 80 }),
        date: fc.oneof(fc.constant('2026-11-23'), fc.string()),
        timeSlot: fc.oneof(fc.constant('10:00'), fc.string()),
        reservationTypeId: fc.oneof(fc.uuid(), fc.string()),
        reservationId: fc.oneof(fc.uuid(), fc.string()),
        Authority: fc.string(),
        Status: fc.constantFrom('OK', 'NOK', ''),
        price: fc.oneof(fc.integer(), fc.double(), fc.string()),
        includedServices: fc.array(fc.oneof(fc.string(), fc.integer())),
      },
      { requiredKeys: [] },
    ),
  );
  const queryString = fc.dictionary(
    fc.constantFrom(
      'date',
      'reservationTypeId',
      'searchTerm',
      'startIndex',
      'limit',
      'postId',
      'userId',
      'slug',
      'category',
      'media',
      'status',
      'from',
      'to',
      'typeId',
    ),
    fc.oneof(fc.string(), fc.integer().map(String), fc.constant('-1'), fc.constant('1e309'), fc.constant('2026-11-23')),
  );

  it('never answers a 5xx, whoever calls and whatever they send', async () => {
    const routes = server.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(
            jsonValue,
            queryString,
            fc.constantFrom<'anonymous' | 'user' | 'admin'>('anonymous', 'user', 'admin'),
            fc.oneof(fc.constantFrom(...knownIds), fc.string({ minLength: 1, maxLength: 40 }), fc.uuid()),
            async (body, query, who, param) => {
              const path = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(param));
              const url = `${server.url}${path}?${new URLSearchParams(query)}`;
              const headers: Record<string, string> = {};
              if (who !== 'anonymous') headers.cookie = (who === 'admin' ? admin : user).cookie;
              const init: RequestInit = { method: route.method, headers };
              if (route.method !== 'GET') {
                headers['content-type'] = 'application/json';
                init.body = JSON.stringify(body);
              }
              const response = await fetch(url, init);
              await response.arrayBuffer();
              if (response.status >= 500) failures.push(`${route.method} ${path} as ${who}: ${response.status}`);
              return response.status < 500;
            },
          ),
          { numRuns: 25, seed: 20261122 },
        )
        .catch(() => {});
    }
    expect(failures).toEqual([]);
    expect((await fetch(`${server.url}/api/reservationtypes`)).status).toBe(200);
  });
});
