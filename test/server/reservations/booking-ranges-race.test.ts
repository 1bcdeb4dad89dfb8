import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { bookRequest, insertType } from './booking-support';

const CONTENDERS = 200;
// Hundreds of sign-ins and requests on one shared machine; the embedded database takes its time.
const RACE_TIMEOUT_MS = 180_000;
const TOMORROW = '2026-11-23';
const SLOT_TAKEN = 'این زمان قبلاً رزرو شده است؛ لطفاً زمان دیگری را انتخاب کنید';

/** One calendar in time ranges: the database keeps live bookings' ranges (session and rest) apart, whatever their types. */
describe('bookings of different lengths on one calendar', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => server.close());

  const book = async (typeId: string, timeSlot: string, date = TOMORROW) =>
    bookRequest(server.url, (await signInDirectly(server.db)).cookie, { reservationTypeId: typeId, date, timeSlot });

  it(
    'lets exactly one of 200 customers win when they book overlapping slots of four types at once',
    async () => {
      // every one of these ranges covers 10:40 to 10:55, so any two of them overlap
      const choices = [
        { typeId: await insertType(server.db, { durationMinutes: 60, slots: [[TOMORROW, '10:00']] }), time: '10:00' },
        { typeId: await insertType(server.db, { durationMinutes: 45, slots: [[TOMORROW, '10:30']] }), time: '10:30' },
        { typeId: await insertType(server.db, { durationMinutes: 90, slots: [[TOMORROW, '09:30']] }), time: '09:30' },
        { typeId: await insertType(server.db, { durationMinutes: 15, slots: [[TOMORROW, '10:40']] }), time: '10:40' },
      ];
      const users = await Promise.all(Array.from({ length: CONTENDERS }, () => signInDirectly(server.db)));
      const responses = await Promise.all(
        users.map((user, index) => {
          const choice = choices[index % choices.length];
          return bookRequest(server.url, user.cookie, { reservationTypeId: choice.typeId, date: TOMORROW, timeSlot: choice.time });
        }),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(CONTENDERS - 1);
      const messages = new Set(await Promise.all(responses.filter((r) => r.status === 409).map(async (r) => (await r.json()).message)));
      expect([...messages]).toEqual([SLOT_TAKEN]);
      expect(
        await server.db.selectFrom('reservations').select('id').where('status', 'in', ['pending', 'confirmed']).execute(),
      ).toHaveLength(1);
    },
    RACE_TIMEOUT_MS,
  );

  it('books two sessions when one ends as the next begins', async () => {
    const hour = await insertType(server.db, { durationMinutes: 60, slots: [[TOMORROW, '10:00']] });
    const short = await insertType(server.db, {
      durationMinutes: 45,
      slots: [
        [TOMORROW, '09:15'],
        [TOMORROW, '11:00'],
      ],
    });
    expect((await book(hour, '10:00')).status).toBe(201);
    expect((await book(short, '11:00')).status).toBe(201);
    expect((await book(short, '09:15')).status).toBe(201);
    const taken = await (await fetch(`${server.url}/api/reservations/by-date?date=${TOMORROW}&reservationTypeId=${hour}`)).json();
    expect(taken.reservations.map((row: { busyFrom: number; busyUntil: number }) => [row.busyFrom, row.busyUntil])).toEqual([
      [555, 600],
      [600, 660],
      [660, 705],
    ]);
  });

  it('keeps the rest after a session free: a booking starting inside it is refused, one starting as it ends is taken', async () => {
    const rested = await insertType(server.db, { durationMinutes: 60, bufferMinutes: 15, slots: [[TOMORROW, '13:00']] });
    const short = await insertType(server.db, {
      durationMinutes: 30,
      slots: [
        [TOMORROW, '14:10'],
        [TOMORROW, '14:15'],
        [TOMORROW, '12:45'],
      ],
    });
    expect((await book(rested, '13:00')).status).toBe(201);
    const insideRest = await book(short, '14:10');
    expect(insideRest.status).toBe(409);
    expect((await insideRest.json()).message).toBe(SLOT_TAKEN);
    // its own rest runs into the 13:00 session: refused as well
    expect((await book(short, '12:45')).status).toBe(409);
    expect((await book(short, '14:15')).status).toBe(201);
  });

  it('lets a booking take a range a lapsed hold of another type still overlaps, lapsing that hold', async () => {
    const hour = await insertType(server.db, { durationMinutes: 60, slots: [[TOMORROW, '16:00']] });
    const short = await insertType(server.db, { durationMinutes: 30, slots: [[TOMORROW, '16:30']] });
    expect((await book(hour, '16:00')).status).toBe(201);
    expect((await book(short, '16:30')).status).toBe(409);
    server.clock.advance(7 * 60 * 1000);
    expect((await book(short, '16:30')).status).toBe(201);
    const rows = await server.db.selectFrom('reservations').select(['time', 'status']).orderBy('time').execute();
    expect(rows).toEqual([
      { time: '16:00', status: 'expired' },
      { time: '16:30', status: 'pending' },
    ]);
  });
});
