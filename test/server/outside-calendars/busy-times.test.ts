import { BOOKING_MESSAGES } from '../../../server/modules/booking/booking-messages';
import { insertReservation, insertSlots } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';
import { allDayEvent, berlinEvent, freeEvents, weeklyMeeting } from '../modules/outside-calendars/ics-files';
import { greyedOn, offeredOn, startBusyWorld, type BusyWorld } from './outside-calendars-support';

const TIMES = ['09:00', '09:30', '10:00', '11:00', '14:00', '15:30'];
const DAYS = ['2026-12-07', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-14', '2026-12-21'];

/** The consultant's calendars read from a local HTTP server: their busy times are neither offered nor bookable, on either database. */
describe("busy times from the consultant's calendars", () => {
  let world: BusyWorld;

  beforeAll(async () => {
    world = await startBusyWorld();
    const slots = DAYS.flatMap((date) => TIMES.map((time) => ({ date, time })));
    await insertSlots(world.server.db, world.types.hour, slots);
    await insertSlots(world.server.db, world.types.short, slots);
    world.ics.routes.set('/weekly.ics', weeklyMeeting('2026-12-07', '2026-12-14', '2026-12-21'));
    world.ics.routes.set('/away.ics', allDayEvent('2026-12-09', '2026-12-10'));
    world.ics.routes.set('/berlin.ics', berlinEvent('2026-12-10'));
    world.ics.routes.set('/free.ics', freeEvents('2026-12-11'));
    for (const [path, label] of [
      ['/weekly.ics', 'جلسه‌ها'],
      ['/away.ics', 'مرخصی'],
      ['/berlin.ics', 'برلین'],
      ['/free.ics', 'یادآوری‌ها'],
    ])
      expect((await world.admin('POST', '/api/admin/outside-calendars', { address: `${world.ics.url}${path}`, label })).status).toBe(201);
    expect(await world.refresh.execute()).toEqual({ read: 4, failed: 0 });
  });
  afterAll(async () => world.close());

  it('offers around the weekly meeting: not the hour it holds, nor a session whose rest runs into it', async () => {
    expect(await offeredOn(world, '2026-12-07')).toEqual({
      'مشاوره یک‌ساعته': ['09:00', '11:00', '14:00', '15:30'],
      'مشاوره کوتاه': ['11:00', '14:00', '15:30'],
    });
  });

  it('shows the times the meeting holds among the day, marked busy, so the calendar greys them', async () => {
    expect(await greyedOn(world, '2026-12-07')).toEqual({
      'مشاوره یک‌ساعته': ['09:30', '10:00'],
      'مشاوره کوتاه': ['09:00', '09:30', '10:00'],
    });
    expect(await greyedOn(world, '2026-12-09')).toEqual({ 'مشاوره یک‌ساعته': TIMES, 'مشاوره کوتاه': TIMES });
  });

  it('does not offer a day the all-day event holds as a day to choose', async () => {
    const visitor = jsonClient(world.server.url);
    const type = await visitor('GET', `/api/reservationtypes/${world.types.hour}?from=2026-12-07&to=2026-12-10`);
    const offeredDays = type.body.offeredDays as string[];
    expect(offeredDays).toEqual(expect.arrayContaining(['2026-12-07', '2026-12-10']));
    expect(offeredDays).not.toContain('2026-12-09');
  });

  it('offers the week struck out, and around the overridden occurrence at its new time', async () => {
    expect(await offeredOn(world, '2026-12-14')).toEqual({ 'مشاوره یک‌ساعته': TIMES, 'مشاوره کوتاه': TIMES });
    expect(await offeredOn(world, '2026-12-21')).toEqual({
      'مشاوره یک‌ساعته': ['09:00', '09:30', '10:00', '11:00', '15:30'],
      'مشاوره کوتاه': ['09:00', '09:30', '10:00', '11:00', '15:30'],
    });
  });

  it("offers nothing on the all-day event's day", async () => {
    expect(await offeredOn(world, '2026-12-09')).toEqual({ 'مشاوره یک‌ساعته': [], 'مشاوره کوتاه': [] });
  });

  it('blocks the Berlin call at 10:30–11:30 Tehran time', async () => {
    expect(await offeredOn(world, '2026-12-10')).toEqual({
      'مشاوره یک‌ساعته': ['09:00', '09:30', '14:00', '15:30'],
      'مشاوره کوتاه': ['09:00', '14:00', '15:30'],
    });
  });

  it('counts neither the transparent event nor the declined one', async () => {
    expect(await offeredOn(world, '2026-12-11')).toEqual({ 'مشاوره یک‌ساعته': TIMES, 'مشاوره کوتاه': TIMES });
  });

  it('refuses a booking into a busy time with the "taken" line, and takes the free one beside it', async () => {
    const customer = jsonClient(world.server.url, world.customer.cookie);
    for (const [date, timeSlot, typeId] of [
      ['2026-12-07', '10:00', world.types.hour],
      ['2026-12-07', '09:00', world.types.short],
      ['2026-12-09', '15:30', world.types.hour],
      ['2026-12-10', '10:00', world.types.hour],
      ['2026-12-21', '14:00', world.types.short],
    ]) {
      const refused = await customer('POST', '/api/reservations/book', { reservationTypeId: typeId, date, timeSlot });
      expect(refused).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.slotTaken } });
    }
    expect(await world.server.db.selectFrom('reservations').select('id').execute()).toEqual([]);
    const taken = await customer('POST', '/api/reservations/book', {
      reservationTypeId: world.types.hour,
      date: '2026-12-07',
      timeSlot: '09:00',
    });
    expect(taken.status).toBe(201);
  });

  it('refuses to move a booking into a busy time', async () => {
    const id = await insertReservation(world.server.db, {
      typeId: world.types.hour,
      userId: world.customer.id,
      date: '2026-12-14',
      time: '15:30',
      status: 'confirmed',
    });
    const customer = jsonClient(world.server.url, world.customer.cookie);
    const refused = await customer('POST', `/api/reservations/${id}/move`, { date: '2026-12-10', timeSlot: '10:00' });
    expect(refused).toMatchObject({ status: 409, body: { message: BOOKING_MESSAGES.slotTaken } });
    expect((await customer('POST', `/api/reservations/${id}/move`, { date: '2026-12-10', timeSlot: '14:00' })).status).toBe(200);
  });

  it('lists the calendars by host with what they block and the bookings an event added later collides with, cancelling none', async () => {
    const id = await insertReservation(world.server.db, {
      typeId: world.types.hour,
      userId: world.customer.id,
      date: '2026-12-11',
      time: '11:00',
      status: 'confirmed',
    });
    world.ics.routes.set('/free.ics', freeEvents('2026-12-11').replace('TRANSP:TRANSPARENT', 'TRANSP:OPAQUE'));
    await world.refresh.execute();
    const list = await world.admin('GET', '/api/admin/outside-calendars');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('/weekly.ics');
    expect(list.body.calendars).toHaveLength(4);
    expect((list.body.calendars as Array<{ label: string }>).find((calendar) => calendar.label === 'جلسه‌ها')).toMatchObject({
      label: 'جلسه‌ها',
      host: '127.0.0.1',
      failure: null,
      busyCount: 3,
    });
    expect(list.body.blocked).toContainEqual({ date: '2026-12-07', time: '10:00', typeTitle: 'مشاوره یک‌ساعته' });
    expect(list.body.collisions).toEqual([expect.objectContaining({ reservationId: id, date: '2026-12-11', time: '11:00' })]);
    const status = await world.server.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(status.status).toBe('confirmed');
    const agenda = await world.admin('GET', '/api/admin/agenda?from=2026-12-11&to=2026-12-11');
    expect(agenda.body.sessions).toEqual([expect.objectContaining({ id, outsideEvent: true })]);
  });

  it('offers the times again once the calendar is removed', async () => {
    const list = await world.admin('GET', '/api/admin/outside-calendars');
    const away = (list.body.calendars as Array<{ id: string; label: string }>).find((calendar) => calendar.label === 'مرخصی');
    expect((await world.admin('DELETE', `/api/admin/outside-calendars/${away?.id}`)).status).toBe(200);
    expect(await offeredOn(world, '2026-12-09')).toEqual({ 'مشاوره یک‌ساعته': TIMES, 'مشاوره کوتاه': TIMES });
  });
});
