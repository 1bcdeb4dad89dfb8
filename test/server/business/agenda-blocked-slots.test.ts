import { KyselyBlockedSlotReads } from '../../../server/modules/business/adapters/kysely-blocked-slot-reads';
import { allDayEvent, weeklyMeeting } from '../modules/outside-calendars/ics-files';
import { startBusyWorld, type BusyWorld } from '../outside-calendars/outside-calendars-support';
import { insertReservation, insertSlots, insertType } from '../support/insert-reservation';
import { plansOf, QueryRecorder } from '../support/query-plans';

const HOUR = 'مشاوره یک‌ساعته';
const SHORT = 'مشاوره کوتاه';
/** The Persian week of the weekly meeting's first Monday, Saturday to Friday. */
const WEEK = { from: '2026-12-05', to: '2026-12-11' };

/**
 * The agenda beside its sessions lists the empty slots an event of the consultant's own calendars
 * blocks, with the rule offering follows: a weekly meeting on Mondays 10:00–11:00 and an all-day
 * event on Wednesday 2026-12-09, on either database. The short type rests 30 minutes after each
 * session, so its 09:00 runs into the meeting; the hour's 09:00 ends as the meeting begins.
 */
describe("the agenda's slots blocked by the consultant's calendars", () => {
  let world: BusyWorld;
  const agenda = (from: string, to: string) => world.admin('GET', `/api/admin/agenda?from=${from}&to=${to}`);
  let booked: string;

  beforeAll(async () => {
    world = await startBusyWorld();
    const { db, clock } = world.server;
    const { hour, short } = world.types;
    const retired = await insertType(db, { title: 'مشاورهٔ قدیمی', isActive: false });
    await insertSlots(db, hour, [
      { date: '2026-12-07', time: '09:00' },
      { date: '2026-12-07', time: '09:30' },
      { date: '2026-12-07', time: '10:00' },
      { date: '2026-12-07', time: '11:00' },
      { date: '2026-12-09', time: '09:00' },
      { date: '2026-12-09', time: '14:00' },
      { date: '2026-12-21', time: '14:00' },
    ]);
    await insertSlots(db, short, [
      { date: '2026-12-07', time: '09:00' },
      { date: '2026-12-07', time: '11:00' },
      { date: '2026-12-09', time: '09:00' },
    ]);
    await insertSlots(db, retired, [{ date: '2026-12-09', time: '11:00' }]);
    const customer = { typeId: hour, userId: world.customer.id };
    booked = await insertReservation(db, { ...customer, date: '2026-12-07', time: '10:00', status: 'confirmed' });
    await insertReservation(db, { ...customer, date: '2026-12-07', time: '09:30', status: 'cancelled' });
    await insertReservation(db, { ...customer, date: '2026-12-09', time: '14:00', createdAt: clock.now() });
    await insertReservation(db, { ...customer, date: '2026-12-09', time: '09:00', createdAt: new Date(clock.now().getTime() - 3600_000) });

    world.ics.routes.set('/weekly.ics', weeklyMeeting('2026-12-07', '2026-12-14', '2026-12-21'));
    world.ics.routes.set('/away.ics', allDayEvent('2026-12-09', '2026-12-10'));
    for (const [path, label] of [
      ['/weekly.ics', 'جلسه‌ها'],
      ['/away.ics', 'مرخصی'],
    ])
      expect((await world.admin('POST', '/api/admin/outside-calendars', { address: `${world.ics.url}${path}`, label })).status).toBe(201);
    expect(await world.refresh.execute()).toEqual({ read: 2, failed: 0 });
  });
  afterAll(async () => world.close());

  it('lists exactly the empty slots of active types its week holds that an event blocks, soonest first', async () => {
    const answer = await agenda(WEEK.from, WEEK.to);
    expect(answer.status).toBe(200);
    expect(answer.body.blocked).toEqual([
      { date: '2026-12-07', time: '09:00', typeTitle: SHORT },
      // a cancelled booking does not hold its slot
      { date: '2026-12-07', time: '09:30', typeTitle: HOUR },
      // nor does a hold that has lapsed
      { date: '2026-12-09', time: '09:00', typeTitle: HOUR },
      { date: '2026-12-09', time: '09:00', typeTitle: SHORT },
    ]);
    expect(answer.body.blockedTruncated).toBe(false);
  });

  it('leaves out the booked slot, which its sessions show with the event beside it', async () => {
    const answer = await agenda('2026-12-07', '2026-12-07');
    expect(answer.body.blocked.map((slot: { time: string }) => slot.time)).toEqual(['09:00', '09:30']);
    expect(answer.body.sessions).toEqual([expect.objectContaining({ id: booked, time: '10:00', outsideEvent: true })]);
  });

  it("leaves out a slot a customer's live hold keeps, and an inactive type's slot", async () => {
    const answer = await agenda('2026-12-09', '2026-12-09');
    expect(answer.body.blocked).toEqual([
      { date: '2026-12-09', time: '09:00', typeTitle: HOUR },
      { date: '2026-12-09', time: '09:00', typeTitle: SHORT },
    ]);
  });

  it('lists nothing of the days outside its range', async () => {
    expect((await agenda('2026-12-12', '2026-12-18')).body.blocked).toEqual([]);
    expect((await agenda('2026-12-19', '2026-12-25')).body.blocked).toEqual([{ date: '2026-12-21', time: '14:00', typeTitle: HOUR }]);
  });

  it('is read on the slots, busy times and reservations indexes, never by scanning them', async () => {
    const recorder = new QueryRecorder();
    await new KyselyBlockedSlotReads(world.server.db.withPlugin(recorder)).blockedSlots(WEEK, world.server.clock.now(), 301);
    const plans = await plansOf(world.server.db, recorder);
    expect(plans.length).toBe(1);
    const [{ query, plan }] = plans;
    expect({ query, scans: plan.match(/Seq Scan on \w+/g) ?? [] }).toEqual({ query, scans: [] });
    expect(plan).toMatch(/Index.* on time_slots/);
    expect(plan).toMatch(/outside_busy_by_range/);
    expect(plan).toMatch(/Index.* on reservations/);
  });
});
