import { OUTSIDE_CALENDAR_MESSAGES as M } from '../../../src/core/domain/outside-calendar';
import { insertSlots } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';
import { signInDirectly } from '../support/sign-in-directly';
import { startTestServer } from '../support/test-server';
import { silence, twentyMegabytes } from '../modules/outside-calendars/ics-server';
import { weeklyMeeting } from '../modules/outside-calendars/ics-files';
import { offeredOn, startBusyWorld, type BusyWorld } from './outside-calendars-support';

const HOUR = 60 * 60 * 1000;

/** A calendar that cannot be read keeps blocking with its last good copy; the schedule tab says since when and why. */
describe('a calendar that fails', () => {
  let world: BusyWorld;
  let address: string;

  const calendarView = async () => (await world.admin('GET', '/api/admin/outside-calendars')).body.calendars[0];

  beforeAll(async () => {
    world = await startBusyWorld();
    await insertSlots(world.server.db, world.types.hour, [
      { date: '2026-12-07', time: '10:00' },
      { date: '2026-12-07', time: '11:00' },
    ]);
    world.ics.routes.set('/weekly.ics', weeklyMeeting('2026-12-07', '2026-12-14', '2026-12-21'));
    address = `${world.ics.url}/weekly.ics`;
    expect((await world.admin('POST', '/api/admin/outside-calendars', { address, label: 'جلسه‌ها' })).status).toBe(201);
    await world.refresh.execute();
  });
  afterAll(async () => world.close());

  it('keeps the address sealed: neither the database nor the list holds it in plain text', async () => {
    const rows = await world.server.db.selectFrom('outside_calendars').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('/weekly.ics');
    expect(JSON.stringify(await calendarView())).not.toContain('/weekly.ics');
  });

  it('refuses the same address twice', async () => {
    expect(await world.admin('POST', '/api/admin/outside-calendars', { address, label: 'دوباره' })).toMatchObject({
      status: 409,
      body: { message: M.duplicate },
    });
  });

  it('asks again with the ETag and keeps the copy when nothing changed', async () => {
    const before = world.ics.requests.length;
    world.server.clock.advance(5 * 60 * 1000);
    expect(await world.refresh.execute()).toEqual({ read: 1, failed: 0 });
    expect(world.ics.requests.length).toBe(before + 1);
    expect(await calendarView()).toMatchObject({ busyCount: 3, failure: null, lastReadAt: world.server.clock.now().toISOString() });
  });

  it.each([
    ['answers 500', (response: import('node:http').ServerResponse) => void response.writeHead(500).end(), M.failure.status(500)],
    ['sends 20 MB', twentyMegabytes, M.failure.tooLarge],
    ['times out', silence, M.failure.timeout],
  ])('keeps the last good busy times when it %s, and shows why and since when', async (_name, route, reason) => {
    const failedAt = world.server.clock.now().toISOString();
    world.ics.routes.set('/weekly.ics', route);
    expect(await world.refresh.execute()).toEqual({ read: 0, failed: 1 });
    const view = await calendarView();
    expect(view).toMatchObject({ failure: reason, busyCount: 3 });
    expect(Date.parse(view.failingSince)).toBeLessThanOrEqual(Date.parse(failedAt));
    expect(await offeredOn(world, '2026-12-07')).toMatchObject({ 'مشاوره یک‌ساعته': ['11:00'] });
  });

  it('tells the consultant once, after a day of failures', async () => {
    world.ics.routes.set('/weekly.ics', (response) => void response.writeHead(503).end());
    world.server.clock.advance(23 * HOUR);
    await world.refresh.execute();
    expect(world.told).toEqual([]);
    world.server.clock.advance(2 * HOUR);
    await world.refresh.execute();
    await world.refresh.execute();
    expect(world.told).toHaveLength(1);
    expect(world.told[0]).toContain('جلسه‌ها');
    expect(world.told[0]).toContain(M.failure.status(503));
  });

  it('clears the failure once it reads again', async () => {
    world.ics.routes.set('/weekly.ics', weeklyMeeting('2026-12-07', '2026-12-14', '2026-12-21'));
    expect(await world.refresh.execute()).toEqual({ read: 1, failed: 0 });
    expect(await calendarView()).toMatchObject({ failure: null, failingSince: null, busyCount: 3 });
  });
});

describe('calendar addresses into private networks', () => {
  it.each([
    'http://127.0.0.1/cal.ics',
    'http://10.0.0.1/cal.ics',
    'http://[::1]/cal.ics',
    'http://localhost:3000/cal.ics',
    'webcal://192.168.1.1/x',
  ])('refuses %s unless the operator allows it', async (address) => {
    const server = await startTestServer();
    try {
      const admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
      expect(await admin('POST', '/api/admin/outside-calendars', { address, label: '' })).toMatchObject({
        status: 400,
        body: { message: M.addressPrivate },
      });
      expect(await server.db.selectFrom('outside_calendars').select('id').execute()).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('refuses an address that is not http, https or webcal, in Persian', async () => {
    const server = await startTestServer();
    try {
      const admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
      for (const address of ['ftp://example.com/cal.ics', 'not an address', 'https://user:pass@example.com/x.ics'])
        expect(await admin('POST', '/api/admin/outside-calendars', { address })).toMatchObject({
          status: 400,
          body: { message: M.addressInvalid },
        });
    } finally {
      await server.close();
    }
  });
});
