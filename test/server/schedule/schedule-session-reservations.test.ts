import ICAL from 'ical.js';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, TEST_MOBILE, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';

const LINK = 'https://meet.example.com/tax-advice';
const ADDRESS = 'تهران، خیابان ولیعصر، پلاک ۱۲';

/** A session today at 14:00 in Tehran; the server's clock starts at 12:00 in Tehran (08:30 UTC). */
describe("the session's place in the customer's reservations and calendars", () => {
  let server: TestServer;
  let customer: SignedInUser;
  let admin: ReturnType<typeof jsonClient>;

  const typeWith = async (session: object) =>
    (
      await admin('POST', '/api/reservationtypes', {
        title: 'مشاوره',
        description: '',
        price: 0,
        includedServices: [],
        displayOrder: 0,
        session,
      })
    ).body.data._id as string;
  const mine = async () =>
    (await jsonClient(server.url, customer.cookie)('GET', '/api/reservations/mine')).body.reservations as Array<{
      _id: string;
      session: unknown;
    }>;
  const sessionOf = async (id: string) => (await mine()).find((each) => each._id === id)!.session;

  beforeAll(async () => {
    server = await startTestServer();
    admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
    customer = await signInDirectly(server.db);
  });
  afterAll(async () => server.close());

  it('gives the meeting link from thirty minutes before the start until the session ends, never before', async () => {
    server.clock.set('2026-11-22T08:30:00Z');
    const typeId = await typeWith({ mode: 'online', meetingLink: LINK });
    const id = await insertReservation(server.db, { typeId, userId: customer.id, date: '2026-11-22', time: '14:00', status: 'confirmed' });
    const answer = await jsonClient(server.url, customer.cookie)('GET', '/api/reservations/mine');
    expect(JSON.stringify(answer.body)).not.toContain('meet.example.com');
    expect(await sessionOf(id)).toEqual({ mode: 'online', meetingLink: null });

    server.clock.set('2026-11-22T09:59:00Z'); // 13:29 in Tehran
    expect(await sessionOf(id)).toEqual({ mode: 'online', meetingLink: null });
    server.clock.set('2026-11-22T10:00:00Z'); // 13:30
    expect(await sessionOf(id)).toEqual({ mode: 'online', meetingLink: LINK });
    server.clock.set('2026-11-22T11:29:00Z'); // 14:59, still in the session
    expect(await sessionOf(id)).toEqual({ mode: 'online', meetingLink: LINK });
    server.clock.set('2026-11-22T11:30:00Z'); // 15:00, over
    expect(await sessionOf(id)).toEqual({ mode: 'online', meetingLink: null });
  });

  it('never gives the link of a booking that is not confirmed, even at its time', async () => {
    server.clock.set('2026-11-22T10:05:00Z');
    const typeId = await typeWith({ mode: 'online', meetingLink: LINK });
    const id = await insertReservation(server.db, {
      typeId,
      userId: customer.id,
      date: '2026-11-22',
      time: '14:00',
      status: 'cancelled',
      cancelReason: 'لغو',
    });
    expect(await sessionOf(id)).toEqual({ mode: 'online', meetingLink: null });
  });

  it("names the office's address, and for a phone session the number the consultant calls", async () => {
    const office = await insertReservation(server.db, {
      typeId: await typeWith({ mode: 'office', officeAddress: ADDRESS }),
      userId: customer.id,
      status: 'confirmed',
      time: '09:00',
    });
    const phone = await insertReservation(server.db, {
      typeId: await typeWith({ mode: 'phone' }),
      userId: customer.id,
      status: 'confirmed',
      time: '11:00',
    });
    expect(await sessionOf(office)).toEqual({ mode: 'office', officeAddress: ADDRESS });
    expect(await sessionOf(phone)).toEqual({ mode: 'phone', customerMobile: TEST_MOBILE });
  });

  it('places the calendar file at the meeting link or the address (LOCATION, read by ical.js)', async () => {
    server.clock.set('2026-11-22T08:30:00Z');
    const online = await insertReservation(server.db, {
      typeId: await typeWith({ mode: 'online', meetingLink: LINK }),
      userId: customer.id,
      status: 'confirmed',
      date: '2026-11-30',
      time: '09:00',
    });
    const office = await insertReservation(server.db, {
      typeId: await typeWith({ mode: 'office', officeAddress: ADDRESS }),
      userId: customer.id,
      status: 'confirmed',
      date: '2026-11-30',
      time: '11:00',
    });
    const phone = await insertReservation(server.db, {
      typeId: await typeWith({ mode: 'phone' }),
      userId: customer.id,
      status: 'confirmed',
      date: '2026-11-30',
      time: '12:00',
    });
    const locationOf = async (id: string) => {
      const response = await fetch(`${server.url}/api/reservations/${id}/calendar.ics`, { headers: { cookie: customer.cookie } });
      expect(response.status).toBe(200);
      const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!;
      return vevent.getFirstPropertyValue('location');
    };
    expect(await locationOf(online)).toBe(LINK);
    expect(await locationOf(office)).toBe(ADDRESS);
    expect(await locationOf(phone)).toBeNull();
  });

  it("sends the customer to Google Calendar with the session's place filled in, and no one else", async () => {
    const id = await insertReservation(server.db, {
      typeId: await typeWith({ mode: 'online', meetingLink: LINK }),
      userId: customer.id,
      status: 'confirmed',
      date: '2026-11-30',
      time: '10:00',
    });
    const path = `/api/reservations/${id}/google-calendar`;
    const response = await fetch(`${server.url}${path}`, { headers: { cookie: customer.cookie }, redirect: 'manual' });
    expect(response.status).toBe(303);
    const google = new URL(response.headers.get('location')!);
    expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('location')).toBe(LINK);
    expect(google.searchParams.get('dates')).toBe('20261130T100000/20261130T110000');
    expect(google.searchParams.get('ctz')).toBe('Asia/Tehran');

    const stranger = await signInDirectly(server.db);
    expect((await fetch(`${server.url}${path}`, { headers: { cookie: stranger.cookie }, redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${server.url}${path}`, { redirect: 'manual' })).status).toBe(401);
  });
});
