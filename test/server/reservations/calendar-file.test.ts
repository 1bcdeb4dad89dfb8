import ICAL from 'ical.js';
import { startTestServer, type TestServer } from '../support/test-server';
import { seedDemoSiteProfile } from '../../../server/seed/seed-demo-content';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertReservationType } from '../support/insert-reservation';

describe('GET /api/reservations/:id/calendar.ics', () => {
  let server: TestServer;
  let owner: SignedInUser;
  let typeId: string;

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
    // the event names the consultant the site's profile names: the demo one here
    await seedDemoSiteProfile(server.db, server.clock.now());
    owner = await signInDirectly(server.db);
    typeId = await insertReservationType(server.db, { title: 'مشاوره مالیاتی' });
  });
  afterAll(async () => server.close());

  const fileOf = (id: string, as: SignedInUser | null) =>
    fetch(`${server.url}/api/reservations/${id}/calendar.ics`, { headers: as ? { cookie: as.cookie } : {} });

  it('gives the customer their confirmed booking as a calendar file to download', async () => {
    const id = await insertReservation(server.db, {
      userId: owner.id,
      typeId,
      date: '2026-11-30',
      time: '09:00',
      status: 'confirmed',
      refId: '556677',
    });
    const response = await fileOf(id, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="reservation-2026-11-30-0900.ics"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`UID:${id}@localhost\r\n`);
    expect(text).toContain('DTSTAMP:20261122T083000Z\r\n');
    expect(text).toContain('DTSTART;TZID=Asia/Tehran:20261130T090000\r\n');
    expect(text).toContain('DTEND;TZID=Asia/Tehran:20261130T100000\r\n');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('مشاوره مالیاتی با مهدی رستگار');
    expect(event.description).toContain('دوشنبه ۹ آذر ۱۴۰۵ ساعت ۰۹:۰۰ به وقت تهران');
  });

  it('answers 404 to another signed-in user, as if the booking did not exist', async () => {
    const id = await insertReservation(server.db, { userId: owner.id, typeId, date: '2026-12-01', time: '10:00', status: 'confirmed' });
    const stranger = await signInDirectly(server.db);
    const response = await fileOf(id, stranger);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: 'رزرو پیدا نشد' });
  });

  it('answers 404 to an id that names no booking, or is not an id at all', async () => {
    expect((await fileOf('0b6a3a4e-0000-4000-8000-000000000000', owner)).status).toBe(404);
    expect((await fileOf('not-an-id', owner)).status).toBe(404);
  });

  it.each(['pending', 'cancelled'] as const)('refuses a %s booking with 403: only a confirmed one goes in a calendar', async (status) => {
    const id = await insertReservation(server.db, {
      userId: owner.id,
      typeId,
      date: '2026-12-02',
      time: status === 'pending' ? '11:00' : '12:00',
      status,
      createdAt: new Date('2026-11-22T08:29:00Z'),
    });
    const response = await fileOf(id, owner);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, message: 'فایل تقویم فقط برای رزرو قطعی‌شده ساخته می‌شود' });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const id = await insertReservation(server.db, { userId: owner.id, typeId, date: '2026-12-03', time: '09:00', status: 'confirmed' });
    const response = await fileOf(id, null);
    expect(response.status).toBe(401);
    expect((await response.json()).success).toBe(false);
  });
});
