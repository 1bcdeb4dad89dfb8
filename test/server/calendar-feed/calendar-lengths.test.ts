import ICAL from 'ical.js';
import { startTestServer, type TestServer } from '../support/test-server';
import { seedDemoSiteProfile } from '../../../server/seed/seed-demo-content';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertReservationType } from '../support/insert-reservation';

/** Every event of a calendar file by UID, as ical.js reads them in the file's own time zone. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.uid, { start: event.startDate.toString(), end: event.endDate.toString(), zone: event.startDate.zone?.tzid }];
    }),
  );
}

/** The single event of a calendar file. */
const eventOf = (text: string) => [...eventsOf(text).values()][0];

describe('a calendar entry lasts the session booked', () => {
  let server: TestServer;
  let owner: SignedInUser;
  let feedUrl: string;

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
    await seedDemoSiteProfile(server.db, server.clock.now());
    owner = await signInDirectly(server.db);
    const admin = await signInDirectly(server.db, { isAdmin: true });
    const renewed = await fetch(`${server.url}/api/admin/calendar-feed/renew`, { method: 'POST', headers: { cookie: admin.cookie } });
    feedUrl = `${server.url}${new URL((await renewed.json()).feed.https).pathname}`;
  });
  afterAll(async () => {
    ICAL.TimezoneService.reset();
    await server.close();
  });

  async function confirmedBooking(minutes: number, rest: number, date: string) {
    const typeId = await insertReservationType(server.db, { title: `جلسه ${minutes} دقیقه‌ای`, durationMinutes: minutes });
    await server.db.updateTable('reservation_types').set({ buffer_minutes: rest }).where('id', '=', typeId).execute();
    const id = await insertReservation(server.db, { userId: owner.id, typeId, date, time: '09:00', status: 'confirmed', refId: '1' });
    return { typeId, id };
  }
  const fileOf = async (id: string) =>
    (await fetch(`${server.url}/api/reservations/${id}/calendar.ics`, { headers: { cookie: owner.cookie } })).text();
  const googleDatesOf = async (id: string) => {
    const response = await fetch(`${server.url}/api/reservations/${id}/google-calendar`, {
      headers: { cookie: owner.cookie },
      redirect: 'manual',
    });
    return new URL(response.headers.get('location')!).searchParams.get('dates');
  };

  it.each([
    [15, 0, '2026-12-05', '09:15'],
    [45, 10, '2026-12-06', '09:45'],
    [90, 30, '2026-12-07', '10:30'],
  ])(
    'a %i-minute session (with %i minutes of rest after it) ends at its length in the .ics, the Google link and the feed',
    async (minutes, rest, date, end) => {
      const { id } = await confirmedBooking(minutes, rest, date);
      expect(eventOf(await fileOf(id))).toEqual({ start: `${date}T09:00:00`, end: `${date}T${end}:00`, zone: 'Asia/Tehran' });
      const compact = date.replace(/-/g, '');
      expect(await googleDatesOf(id)).toBe(`${compact}T090000/${compact}T${end.replace(':', '')}00`);
      const feed = eventsOf(await (await fetch(feedUrl)).text());
      expect(feed.get(`${id}@localhost`)).toEqual({ start: `${date}T09:00:00`, end: `${date}T${end}:00`, zone: 'Asia/Tehran' });
    },
  );

  it("keeps the length it was booked with when the type's length changes later, even when the booking moves", async () => {
    const { typeId, id } = await confirmedBooking(45, 15, '2026-12-08');
    await server.db.updateTable('reservation_types').set({ duration_minutes: 120 }).where('id', '=', typeId).execute();
    expect(eventOf(await fileOf(id)).end).toBe('2026-12-08T09:45:00');
    await server.db.updateTable('reservations').set({ date: '2026-12-09', time: '11:00' }).where('id', '=', id).execute();
    expect(eventOf(await fileOf(id))).toMatchObject({ start: '2026-12-09T11:00:00', end: '2026-12-09T11:45:00' });
    const row = await server.db
      .selectFrom('reservations')
      .select(['ends_at', 'blocked_until'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.blocked_until).getTime() - new Date(row.ends_at).getTime()).toBe(15 * 60_000);
  });
});
