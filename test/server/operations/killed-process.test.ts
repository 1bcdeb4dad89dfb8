import { sql } from 'kysely';
import type { AppDatabase } from '../../../server/db/database';
import { insertReservationType, insertSlots } from '../support/insert-reservation';
import { startProcessesOnPostgres, type ProcessesOnPostgres } from '../support/processes-on-postgres';
import type { ServerProcess } from '../support/server-process';
import { journey, type Slot, type Told } from './paying-customer';
import { isRunning, roundRobin } from './round-robin-client';

const postgresUrl = process.env.TEST_DATABASE_URL;
// The embedded database belongs to one process; several processes need a PostgreSQL server.
const onPostgres = postgresUrl ? describe : describe.skip;

/** customers booking at once, and the slots they contend for (three customers a slot) */
const CUSTOMERS = 18;
const SLOTS = 6;
/** the victim is killed once this many success answers have come back, with the rest of the load in flight */
const KILL_AFTER_SUCCESSES = 12;
const SETTLED_WITHIN_MS = 45_000;

const dayFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

onPostgres('a server process killed mid-load loses nothing (only when TEST_DATABASE_URL is set)', () => {
  let world: ProcessesOnPostgres | undefined;
  let db: AppDatabase;
  let servers: ServerProcess[] = [];
  let typeId: string;

  beforeAll(async () => {
    // reconciliation every 2 s, so the survivors settle what the victim left within the test's time
    world = await startProcessesOnPostgres(postgresUrl!, 'killed', 3, { PAYMENT_GATEWAY: 'sandbox', RECONCILE_EVERY_S: '2' });
    ({ db, servers } = world);
    typeId = await insertReservationType(db, { price: 700_000 });
  }, 120_000);

  afterAll(async () => world?.stop());

  async function newSlots(firstDay: number, count: number): Promise<Slot[]> {
    const slots = Array.from({ length: count }, (_, i) => ({ date: dayFromNow(firstDay + Math.floor(i / 3)), time: `${10 + (i % 3)}:00` }));
    await insertSlots(db, typeId, slots);
    return slots;
  }

  /** Time passes for what the killed process held: its job leases and its claims on payments run out, and open payments come due. */
  async function letTheVictimsLeasesRunOut(victim: ServerProcess): Promise<void> {
    const past = new Date(Date.now() - 1000);
    await db
      .updateTable('jobs')
      .set({ lease_until: past, next_run_at: past })
      .where('lease_owner', 'like', `${victim.child.pid}-%`)
      .execute();
    await db
      .updateTable('payments')
      .set({ check_after: past, lease_until: null })
      .where('status', 'in', ['initiated', 'refund_required'])
      .execute();
  }

  async function unsettledPayments(): Promise<number> {
    const row = await db
      .selectFrom('payments as p')
      .innerJoin('sandbox_payments as s', 's.authority', 'p.authority')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where((w) =>
        w.or([w.and([w('p.status', '=', 'initiated'), w('s.state', 'in', ['paid', 'verified'])]), w('p.status', '=', 'refund_required')]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it('customers book and pay across three processes, one is SIGKILLed mid-load: every yes is in the database as answered, nothing is double-sold or half-paid, and the survivors go on serving', async () => {
    const next = roundRobin(() => servers);
    const victim = servers[1];
    const told: Told = { booked: [], initiated: [], paidAtBank: [], verified: [], unanswered: 0 };
    let successes = 0;
    let killed = false;
    const onSuccess = () => {
      successes += 1;
      if (successes >= KILL_AFTER_SUCCESSES && !killed) {
        killed = true;
        victim.child.kill('SIGKILL');
      }
    };

    const slots = await newSlots(9, SLOTS);
    await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => journey(db, typeId, next, slots[i % SLOTS], i, told, onSuccess)));
    expect(killed).toBe(true);
    await victim.stop();
    expect(isRunning(victim)).toBe(false);

    // the survivors keep serving: a later wave, on the two left, goes through from booking to a paid answer
    const laterSlots = await newSlots(12, 3);
    const later: Told = { booked: [], initiated: [], paidAtBank: [], verified: [], unanswered: 0 };
    await Promise.all(laterSlots.map((slot, i) => journey(db, typeId, next, slot, CUSTOMERS + i, later, () => undefined)));
    expect(later.unanswered).toBe(0);
    expect(later.verified).toHaveLength(laterSlots.length);
    for (const server of servers.filter(isRunning)) expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);

    // what the victim left half-way the survivors' reconciliation settles
    await letTheVictimsLeasesRunOut(victim);
    const deadline = Date.now() + SETTLED_WITHIN_MS;
    while ((await unsettledPayments()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await unsettledPayments()).toBe(0);

    const all = {
      booked: [...told.booked, ...later.booked],
      initiated: [...told.initiated, ...later.initiated],
      paidAtBank: [...told.paidAtBank, ...later.paidAtBank],
      verified: [...told.verified, ...later.verified],
    };
    // every booking answered 201 is there, the customer's, on the slot answered
    for (const { userId, reservationId, slot } of all.booked) {
      const row = await db
        .selectFrom('reservations')
        .select(['user_id', 'date', 'time'])
        .where('id', '=', reservationId)
        .executeTakeFirst();
      expect(row && { userId: row.user_id, date: row.date, time: row.time }).toEqual({ userId, date: slot.date, time: slot.time });
    }
    // every payment opened is there, for its reservation
    for (const { reservationId, authority } of all.initiated) {
      const row = await db.selectFrom('payments').select('reservation_id').where('authority', '=', authority).executeTakeFirst();
      expect(row?.reservation_id).toBe(reservationId);
    }
    // every payment made at the bank is paid here, its booking confirmed by it, with the bank's reference
    for (const authority of all.paidAtBank) {
      const row = await db
        .selectFrom('payments as p')
        .innerJoin('sandbox_payments as s', 's.authority', 'p.authority')
        .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
        .select(['p.id', 'p.status', 'p.ref_id', 's.ref_id as bankRef', 's.state', 'r.status as reservationStatus', 'r.payment_id'])
        .where('p.authority', '=', authority)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        id: row.id,
        status: 'paid',
        ref_id: row.bankRef,
        bankRef: expect.any(String),
        state: 'verified',
        reservationStatus: 'confirmed',
        payment_id: row.id,
      });
    }
    // every "paid" answer is so, with the reference the customer was shown
    for (const { reservationId, refId } of all.verified) {
      const row = await db
        .selectFrom('payments')
        .select(['status', 'ref_id'])
        .where('reservation_id', '=', reservationId)
        .where('status', '=', 'paid')
        .executeTakeFirst();
      expect(row).toEqual({ status: 'paid', ref_id: refId });
    }

    // no slot sold twice, no booking paid twice, no confirmed booking without its paid payment and its ledger line
    const doubleSold = await db
      .selectFrom('reservations')
      .select(['date', 'time'])
      .where('status', 'in', ['pending', 'confirmed'])
      .groupBy(['reservation_type_id', 'date', 'time'])
      .having(sql`count(*)`, '>', 1)
      .execute();
    expect(doubleSold).toEqual([]);
    const paidTwice = await db
      .selectFrom('payments')
      .select('reservation_id')
      .where('status', '=', 'paid')
      .groupBy('reservation_id')
      .having(sql`count(*)`, '>', 1)
      .execute();
    expect(paidTwice).toEqual([]);
    const confirmed = await db
      .selectFrom('reservations as r')
      .leftJoin('payments as p', 'p.id', 'r.payment_id')
      .select(['r.id', 'p.status as paymentStatus'])
      .where('r.status', '=', 'confirmed')
      .execute();
    expect(confirmed.filter((row) => row.paymentStatus !== 'paid')).toEqual([]);
    const withoutLedger = await db
      .selectFrom('payments as p')
      .select('p.id')
      .where('p.status', '=', 'paid')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('payment_events as e').select('e.id').whereRef('e.payment_id', '=', 'p.id').where('e.to_status', '=', 'paid'),
          ),
        ),
      )
      .execute();
    expect(withoutLedger).toEqual([]);
    // and the first wave did sell, each of its slots to one customer at most
    expect(told.booked.length).toBeGreaterThan(0);
    expect(told.booked.length).toBeLessThanOrEqual(SLOTS);
  }, 150_000);
});
