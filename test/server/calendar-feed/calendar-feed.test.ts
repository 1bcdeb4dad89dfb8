import ICAL from 'ical.js';
import { startTestServer, type TestServer } from '../support/test-server';
import { seedDemoSiteProfile } from '../../../server/seed/seed-demo-content';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertReservationType, insertSlots } from '../support/insert-reservation';

/** The feed as a calendar program reads it: every event by UID, with its times read in the feed's own zone. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      location: event.location,
      status: vevent.getFirstPropertyValue('status'),
      tzid: event.startDate.zone?.tzid,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
    };
  });
  return { calendar, events };
}

describe("the consultant's calendar feed", () => {
  let server: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;
  let typeId: string;

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
    await seedDemoSiteProfile(server.db, server.clock.now());
    admin = await signInDirectly(server.db, { isAdmin: true });
    customer = await signInDirectly(server.db, { firstName: 'سارا', lastName: 'احمدی', mobile: '09121234567' });
    typeId = await insertReservationType(server.db, { title: 'مشاوره مالیاتی', durationMinutes: 45 });
    await server.db
      .updateTable('reservation_types')
      .set({ session_mode: 'online', meeting_link: 'https://meet.example.com/abc' })
      .where('id', '=', typeId)
      .execute();
    // the furthest published slot is on 2026-12-20
    await insertSlots(server.db, typeId, [{ date: '2026-12-20', time: '10:00' }]);
  });
  afterAll(async () => {
    ICAL.TimezoneService.reset();
    await server.close();
  });

  const addressOf = async (as: SignedInUser | null) =>
    fetch(`${server.url}/api/admin/calendar-feed`, { headers: as ? { cookie: as.cookie } : {} });
  const renew = async () => {
    const response = await fetch(`${server.url}/api/admin/calendar-feed/renew`, { method: 'POST', headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as { feed: { https: string; webcal: string; createdAt: string }; message: string };
  };
  const feedAt = (https: string, headers: Record<string, string> = {}) =>
    fetch(https.replace(/^https?:\/\/[^/]+/, server.url), { headers });

  it('has no address before the consultant makes one, and shows its address only to the consultant', async () => {
    expect(await (await addressOf(admin)).json()).toEqual({ success: true, feed: null });
    expect((await addressOf(customer)).status).toBe(403);
    expect((await addressOf(null)).status).toBe(401);
    const refused = await fetch(`${server.url}/api/admin/calendar-feed/renew`, { method: 'POST', headers: { cookie: customer.cookie } });
    expect(refused.status).toBe(403);
  });

  it('gives a long random address over https and webcal, kept only hashed and sealed', async () => {
    const { feed, message } = await renew();
    expect(message).toBe('نشانی تازه ساخته شد؛ نشانی پیشین از همین حالا کار نمی‌کند');
    const token = feed.https.match(/\/calendar\/feed\/([A-Za-z0-9_-]+)\.ics$/)![1];
    expect(token).toHaveLength(43);
    expect(feed.webcal).toBe(feed.https.replace(/^https?:/, 'webcal:'));
    expect(await (await addressOf(admin)).json()).toEqual({ success: true, feed });
    const rows = await server.db.selectFrom('calendar_feed_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('shows a booking, then moves it, then drops it when cancelled, across three fetches; the ETag stays while nothing changes', async () => {
    const { feed } = await renew();
    const id = await insertReservation(server.db, { userId: customer.id, typeId, date: '2026-11-30', time: '09:00', status: 'confirmed' });

    const first = await feedAt(feed.https);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const etag = first.headers.get('etag')!;
    const shown = parseFeed(await first.text()).events.find((event) => event.uid === `${id}@localhost`)!;
    expect(shown).toMatchObject({
      sequence: 0,
      status: 'CONFIRMED',
      tzid: 'Asia/Tehran',
      start: '2026-11-30T09:00:00',
      end: '2026-11-30T09:45:00',
      summary: 'مشاوره مالیاتی — سارا احمدی',
      location: 'https://meet.example.com/abc',
    });
    expect(shown.description).toContain('موبایل: 09121234567');
    expect(shown.description).toContain('نحوه برگزاری: آنلاین — https://meet.example.com/abc');

    const again = await feedAt(feed.https, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await server.db
      .updateTable('reservations')
      .set({ date: '2026-12-02', time: '11:30', updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const second = await feedAt(feed.https, { 'if-none-match': etag });
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).not.toBe(etag);
    const moved = parseFeed(await second.text()).events.filter((event) => event.uid === `${id}@localhost`);
    expect(moved).toEqual([expect.objectContaining({ sequence: 1, start: '2026-12-02T11:30:00', end: '2026-12-02T12:15:00' })]);

    await server.db.updateTable('reservations').set({ status: 'cancelled', updated_at: new Date() }).where('id', '=', id).execute();
    const third = parseFeed(await (await feedAt(feed.https)).text());
    expect(third.events.map((event) => event.uid)).not.toContain(`${id}@localhost`);
  });

  it('marks a live unpaid hold, leaves out lapsed holds and bookings over 30 days old, and keeps a phone booking past the furthest slot', async () => {
    const { feed } = await renew();
    const at = (date: string, time: string, status: 'pending' | 'confirmed', createdAt = new Date('2026-11-22T08:28:00Z')) =>
      insertReservation(server.db, { userId: customer.id, typeId, date, time, status, createdAt });
    const hold = await at('2026-12-03', '10:00', 'pending');
    const lapsed = await at('2026-12-03', '14:00', 'pending', new Date('2026-11-22T08:00:00Z'));
    const recent = await at('2026-10-24', '10:00', 'confirmed');
    const old = await at('2026-10-22', '10:00', 'confirmed');
    // the consultant's booking for a customer who phoned needs no slot
    const phoned = await at('2026-12-21', '10:00', 'confirmed');
    const { calendar, events } = parseFeed(await (await feedAt(feed.https)).text());
    const uids = events.map((event) => event.uid);
    expect(uids).toEqual(expect.arrayContaining([`${hold}@localhost`, `${recent}@localhost`]));
    expect(uids).toContain(`${phoned}@localhost`);
    for (const left of [lapsed, old]) expect(uids).not.toContain(`${left}@localhost`);
    expect(events.find((event) => event.uid === `${hold}@localhost`)).toMatchObject({
      status: 'TENTATIVE',
      summary: 'در انتظار پرداخت: مشاوره مالیاتی — سارا احمدی',
    });
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('نوبت‌های مشاوره مالی و حسابرسی');
  });

  it('ends the old address at once when a new one is made, and answers 404 to a wrong or malformed token', async () => {
    const { feed: old } = await renew();
    expect((await feedAt(old.https)).status).toBe(200);
    const { feed } = await renew();
    expect((await feedAt(old.https)).status).toBe(404);
    expect((await feedAt(feed.https)).status).toBe(200);
    expect((await fetch(`${server.url}/calendar/feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetch(`${server.url}/calendar/feed/short.ics`)).status).toBe(404);
    expect((await fetch(`${server.url}${new URL(feed.https).pathname.replace('.ics', '.txt')}`)).status).toBe(404);
  });
});
