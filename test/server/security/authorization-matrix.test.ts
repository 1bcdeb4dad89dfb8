import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import type { AppDatabase } from '../../../server/db/database';

type Access = 'public' | 'user' | 'admin';

/**
 * Who may call each API route. A route the server registers that is missing here fails the
 * test, so every new route gets a decision.
 */
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/reservationtypes': 'public',
  'GET /api/reservationtypes/:id': 'public',
  'GET /api/reservations/by-date': 'public',
  'GET /api/post/getposts': 'public',
  'GET /api/post/getPosts': 'public',
  'GET /api/postcategory/getAllCategories': 'public',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/signin': 'public',
  // the first run's set-up: its one-time code is the credential
  'POST /api/setup': 'public',
  'POST /api/auth/signin/code': 'public',
  'POST /api/user/signout': 'public',
  'GET /api/auth/me': 'user',
  'PUT /api/user/update/:userId': 'user',
  'DELETE /api/user/delete/:userId': 'user',
  'POST /api/auth/password-reset/request': 'public',
  'POST /api/auth/password-reset': 'public',
  'POST /api/user/mobile/code': 'user',
  'POST /api/user/mobile/confirm': 'user',
  'GET /api/user/second-factor': 'admin',
  'POST /api/user/second-factor/begin': 'admin',
  'POST /api/user/second-factor/confirm': 'admin',
  'POST /api/user/second-factor/off': 'admin',
  'POST /api/reservations/book': 'user',
  'GET /api/reservations/mine': 'user',
  'GET /api/reservations/:id/calendar.ics': 'user',
  'GET /api/reservations/:id/google-calendar': 'user',
  'GET /api/reservations/:id/receipt': 'user',
  // a report answers its customer and the admin; everyone else, signed in or not, the same 404 (report-routes.test.ts)
  'GET /api/reports/:id': 'public',
  'GET /api/reports/:id/versions/:version': 'public',
  'GET /api/admin/reports/:id': 'admin',
  'PUT /api/admin/reports/:id/draft': 'admin',
  'POST /api/admin/reports/:id/send': 'admin',
  // a booking's documents answer its customer and the admin; everyone else, signed in or not, the same 404 as a missing one (document-access.test.ts)
  'POST /api/documents': 'user',
  'POST /api/reservations/:id/documents': 'public',
  'GET /api/reservations/:id/documents': 'public',
  'GET /api/documents/:id': 'public',
  'DELETE /api/documents/:id': 'public',
  'GET /api/admin/reservations/:id/document-log': 'admin',
  'GET /api/admin/document-settings': 'admin',
  'PUT /api/admin/document-settings': 'admin',
  'GET /api/admin/tax-invoices': 'admin',
  'GET /api/admin/tax-invoices/export.csv': 'admin',
  'POST /api/admin/tax-invoices/:id/resend': 'admin',
  'POST /api/admin/tax-invoices/:id/correct': 'admin',
  'POST /api/payments/initiate': 'user',
  'POST /api/payments/verify': 'user',
  'GET /api/reservations/my-hold': 'user',
  'POST /api/reservations/:id/release': 'user',
  'POST /api/reservations/:id/cancel-mine': 'user',
  'POST /api/reservations/:id/move': 'user',
  'GET /api/reservations/change-notice': 'public',
  'PUT /api/reservations/change-notice': 'admin',
  'GET /api/reservations/booking-notice': 'public',
  'PUT /api/reservations/booking-notice': 'admin',
  'GET /api/payments/by-authority/:authority': 'user',
  'GET /api/admin/outbox': 'admin',
  'GET /api/site-profile': 'public',
  'GET /api/admin/site-profile': 'admin',
  'PUT /api/admin/site-profile': 'admin',
  'GET /api/admin/site-profile/changes': 'admin',
  'POST /api/admin/site-images/:kind': 'admin',
  'GET /api/page-texts/:page': 'public',
  'GET /api/admin/page-texts/:slot/versions': 'admin',
  'GET /api/admin/page-texts/:slot/versions/:version': 'admin',
  'PUT /api/admin/page-texts/:slot': 'admin',
  'POST /api/admin/page-texts/:slot/versions/:version/restore': 'admin',
  'GET /api/admin/provider-settings': 'admin',
  'PUT /api/admin/provider-settings': 'admin',
  'POST /api/admin/provider-settings/test-sms': 'admin',
  'POST /api/admin/provider-settings/test-email': 'admin',
  'POST /api/admin/provider-settings/check-gateway': 'admin',
  'GET /api/admin/tax-settings': 'admin',
  'PUT /api/admin/tax-settings': 'admin',
  'POST /api/contact': 'public',
  'GET /api/admin/contact-messages': 'admin',
  'POST /api/admin/contact-messages/:id/answered': 'admin',
  'GET /api/admin/business-summary': 'admin',
  'GET /api/admin/days-off': 'admin',
  'POST /api/admin/days-off': 'admin',
  'DELETE /api/admin/days-off/:id': 'admin',
  'GET /api/admin/days-off/holidays': 'admin',
  'POST /api/admin/days-off/holidays/accept': 'admin',
  'POST /api/admin/days-off/holidays/skip': 'admin',
  'GET /api/admin/calendar-feed': 'admin',
  'POST /api/admin/calendar-feed/renew': 'admin',
  'GET /api/admin/outside-calendars': 'admin',
  'POST /api/admin/outside-calendars': 'admin',
  'DELETE /api/admin/outside-calendars/:id': 'admin',
  'POST /api/post/create': 'admin',
  'PUT /api/post/updatepost/:postId/:userId': 'admin',
  'DELETE /api/post/deletepost/:postId/:userId': 'admin',
  'POST /api/postcategory/createCategory': 'admin',
  'PUT /api/postcategory/updateCategory/:id': 'admin',
  'DELETE /api/postcategory/deleteCategory/:id': 'admin',
  'GET /api/reservationtypes/admin/all': 'admin',
  'POST /api/reservationtypes': 'admin',
  'PUT /api/reservationtypes/:id': 'admin',
  'POST /api/reservationtypes/:id/deactivate': 'admin',
  'POST /api/reservationtypes/:id/activate': 'admin',
  'DELETE /api/reservationtypes/:id': 'admin',
  'GET /api/reservationtypes/:id/slots': 'admin',
  'POST /api/reservationtypes/:id/slots/template': 'admin',
  'POST /api/reservationtypes/:id/slots': 'admin',
  'DELETE /api/reservationtypes/:id/slots/:slotId': 'admin',
  'POST /api/schedule/availability': 'admin',
  'POST /api/schedule/bulk/preview': 'admin',
  'POST /api/schedule/bulk/apply': 'admin',
  'POST /api/reservations/:id/no-show': 'admin',
  'DELETE /api/reservations/:id/no-show': 'admin',
  'GET /api/admin/customers': 'admin',
  'POST /api/admin/phone-bookings': 'admin',
  'GET /api/admin/agenda': 'admin',
  'PUT /api/post/autosave': 'admin',
  'POST /api/post/image': 'admin',
  'GET /api/post/versions/:postId': 'admin',
  'GET /api/post/versions/:postId/compare': 'admin',
  'POST /api/post/versions/:postId/:versionId/restore': 'admin',
  'GET /api/reservations': 'admin',
  'GET /api/reservations/export.csv': 'admin',
  'POST /api/reservations/:id/cancel': 'admin',
  'GET /api/reservations/:id/payments': 'admin',
  'GET /api/payments/refunds-owed': 'admin',
  'POST /api/payments/:id/reverse': 'admin',
  'POST /api/payments/:id/mark-refunded': 'admin',
};

const TABLES = [
  'users',
  'sessions',
  'reservation_types',
  'time_slots',
  'reservations',
  'payments',
  'payment_events',
  'categories',
  'posts',
  'calendar_feed_tokens',
] as const;

/** Everything in the database, to compare before and after a refused call. */
async function snapshot(db: AppDatabase): Promise<string> {
  const parts = await Promise.all(TABLES.map((table) => db.selectFrom(table).selectAll().execute()));
  return JSON.stringify(parts.map((rows) => rows.map((row) => JSON.stringify(row)).sort()));
}

describe('the authorization matrix of every API route', () => {
  let server: TestServer;
  let user: SignedInUser;
  let otherUser: SignedInUser;
  let admin: SignedInUser;
  let ids: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    user = await signInDirectly(server.db, { email: 'matrix-user@example.com' });
    otherUser = await signInDirectly(server.db, { email: 'matrix-other@example.com' });
    admin = await signInDirectly(server.db, { email: 'matrix-admin@example.com', isAdmin: true });
    const type = await server.db.selectFrom('reservation_types').select('id').executeTakeFirstOrThrow();
    const post = await server.db.selectFrom('posts').select('id').executeTakeFirstOrThrow();
    const category = await server.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    ids = { id: category.id, typeId: type.id, postId: post.id };
  });
  afterAll(async () => server.close());

  const apiRoutes = () =>
    server.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`);

  function call(route: string, as: SignedInUser | null, pathUserId?: string) {
    const [method, template] = route.split(' ');
    const path = template.replace(/:(\w+)/g, (_, name: string) =>
      name === 'userId' ? (pathUserId ?? as?.id ?? user.id) : (ids[name] ?? ids.id),
    );
    const headers: Record<string, string> = {};
    if (as) headers.cookie = as.cookie;
    const withBody = method !== 'GET' && method !== 'DELETE';
    if (withBody) headers['content-type'] = 'application/json';
    return fetch(`${server.url}${path}`, {
      method,
      headers,
      body: withBody ? JSON.stringify({ title: 'عنوان آزمایشی', _id: ids.id }) : undefined,
    });
  }

  it('classifies every route the server registers', () => {
    expect(apiRoutes().filter((route) => !(route in ACCESS))).toEqual([]);
  });

  it('answers 401 to a visitor on every user and admin route, and changes nothing', async () => {
    for (const route of apiRoutes().filter((r) => ACCESS[r] && ACCESS[r] !== 'public')) {
      const before = await snapshot(server.db);
      const response = await call(route, null);
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
      expect(await snapshot(server.db)).toBe(before);
    }
  });

  it('answers 403 to a signed-in user on every admin route, and changes nothing', async () => {
    for (const route of apiRoutes().filter((r) => ACCESS[r] === 'admin')) {
      const before = await snapshot(server.db);
      const response = await call(route, user);
      expect({ route, status: response.status }).toEqual({ route, status: 403 });
      expect(await snapshot(server.db)).toBe(before);
    }
  });

  it("answers 403 to a user acting on another user's id, and changes nothing", async () => {
    for (const route of apiRoutes().filter((r) => r.includes(':userId'))) {
      const before = await snapshot(server.db);
      const response = await call(route, user, otherUser.id);
      expect({ route, status: response.status }).toEqual({ route, status: 403 });
      expect(await snapshot(server.db)).toBe(before);
    }
  });

  it('lets the allowed caller past the guard on every route', async () => {
    for (const route of apiRoutes().filter((r) => ACCESS[r] && !r.startsWith('DELETE') && !r.endsWith('/signout'))) {
      const caller = ACCESS[route] === 'admin' ? admin : ACCESS[route] === 'user' ? user : null;
      const response = await call(route, caller);
      expect({ route, refused: [401, 403].includes(response.status) }).toEqual({ route, refused: false });
      expect(response.status).toBeLessThan(500);
    }
  });
});
