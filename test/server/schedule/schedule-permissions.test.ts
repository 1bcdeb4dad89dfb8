import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertSlots, insertType } from '../support/insert-reservation';
import { snapshotSchedule } from '../support/snapshot-schedule';

interface RouteCase {
  label: string;
  method: string;
  path: () => string;
  body?: unknown;
}

describe('the schedule routes are for the admin only', () => {
  let server: TestServer;
  let user: SignedInUser;
  let admin: SignedInUser;
  let typeId: string;
  let slotId: string;
  let reservationId: string;

  beforeAll(async () => {
    server = await startTestServer();
    user = await signInDirectly(server.db);
    admin = await signInDirectly(server.db, { isAdmin: true });
    typeId = await insertType(server.db);
    [slotId] = await insertSlots(server.db, typeId, [
      { date: '2026-11-25', time: '10:00' },
      { date: '2026-11-25', time: '11:00' },
    ]);
    reservationId = await insertReservation(server.db, {
      typeId,
      userId: user.id,
      date: '2026-11-25',
      time: '11:00',
      status: 'confirmed',
      refId: '12345',
    });
  });
  afterAll(async () => server.close());

  const typeBody = { title: 'مشاوره جدید', description: '', price: 0, includedServices: [], displayOrder: 1, session: { mode: 'phone' } };
  const routes: RouteCase[] = [
    { label: 'GET /api/reservationtypes/admin/all', method: 'GET', path: () => '/api/reservationtypes/admin/all' },
    { label: 'POST /api/reservationtypes', method: 'POST', path: () => '/api/reservationtypes', body: typeBody },
    { label: 'PUT /api/reservationtypes/:typeId', method: 'PUT', path: () => `/api/reservationtypes/${typeId}`, body: typeBody },
    { label: 'POST /api/reservationtypes/:typeId/deactivate', method: 'POST', path: () => `/api/reservationtypes/${typeId}/deactivate` },
    { label: 'POST /api/reservationtypes/:typeId/activate', method: 'POST', path: () => `/api/reservationtypes/${typeId}/activate` },
    { label: 'DELETE /api/reservationtypes/:typeId', method: 'DELETE', path: () => `/api/reservationtypes/${typeId}` },
    {
      label: 'GET /api/reservationtypes/:typeId/slots',
      method: 'GET',
      path: () => `/api/reservationtypes/${typeId}/slots?from=2026-11-22&to=2026-12-22`,
    },
    {
      label: 'POST /api/reservationtypes/:typeId/slots/template',
      method: 'POST',
      path: () => `/api/reservationtypes/${typeId}/slots/template`,
      body: { fromDate: '2026-11-23', toDate: '2026-11-30', weekdays: [0, 1], times: ['10:00'] },
    },
    {
      label: 'POST /api/reservationtypes/:typeId/slots',
      method: 'POST',
      path: () => `/api/reservationtypes/${typeId}/slots`,
      body: { date: '2026-11-26', time: '09:00' },
    },
    {
      label: 'DELETE /api/reservationtypes/:typeId/slots/:slotId',
      method: 'DELETE',
      path: () => `/api/reservationtypes/${typeId}/slots/${slotId}`,
    },
    { label: 'GET /api/reservations', method: 'GET', path: () => '/api/reservations' },
    { label: 'GET /api/reservations/export.csv', method: 'GET', path: () => '/api/reservations/export.csv' },
    {
      label: 'POST /api/reservations/:reservationId/cancel',
      method: 'POST',
      path: () => `/api/reservations/${reservationId}/cancel`,
      body: { reason: 'بیماری مشاور' },
    },
  ];

  async function call(route: RouteCase, cookie?: string): Promise<Response> {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (route.body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${server.url}${route.path()}`, {
      method: route.method,
      headers,
      body: route.body === undefined ? undefined : JSON.stringify(route.body),
    });
  }

  it.each(routes.map((route) => [route.label, route] as const))(
    'refuses %s to a visitor (401) and to a signed-in user (403), changing nothing',
    async (_name, route) => {
      const before = await snapshotSchedule(server.db);
      const anonymous = await call(route);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ success: false, message: 'ابتدا وارد حساب کاربری خود شوید' });
      const customer = await call(route, user.cookie);
      expect(customer.status).toBe(403);
      expect(await customer.json()).toEqual({ success: false, message: 'اجازه انجام این کار را ندارید' });
      expect(await snapshotSchedule(server.db)).toEqual(before);
    },
  );

  it('lets the admin through every one of them', async () => {
    const statuses: Record<string, number> = {};
    for (const route of routes) {
      const response = await call(route, admin.cookie);
      statuses[`${route.method} ${route.path()}`] = response.status;
    }
    // The booked type is not deleted (409); everything else succeeds.
    expect(Object.entries(statuses).filter(([, status]) => status >= 400)).toEqual([[`DELETE /api/reservationtypes/${typeId}`, 409]]);
  });
});
