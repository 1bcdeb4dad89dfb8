import { toBusinessWallClock } from '../../../src/core/domain/business-time';
import type { AppDatabase } from '../../../server/db/database';
import { insertReservationType } from '../support/insert-reservation';
import { startProcessesOnPostgres, type ProcessesOnPostgres } from '../support/processes-on-postgres';
import type { ServerProcess } from '../support/server-process';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { waitUntil } from '../support/wait-until';

const postgresUrl = process.env.TEST_DATABASE_URL;
// The embedded database belongs to one process; several processes need a PostgreSQL server.
const onPostgres = postgresUrl ? describe : describe.skip;

const PROCESSES = 3;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOTICE_JOBS = ['send-reminders', 'sweep-missed-notices'];

onPostgres('booking messages from three server processes on one PostgreSQL (only when TEST_DATABASE_URL is set)', () => {
  let world: ProcessesOnPostgres | undefined;
  let db: AppDatabase;
  let servers: ServerProcess[] = [];
  let typeId: string;
  let customer: SignedInUser;
  let consultant: SignedInUser;

  beforeAll(async () => {
    // each process looks for due jobs every quarter second, and a killed process's claim runs out after 6 s (30 by default)
    world = await startProcessesOnPostgres(postgresUrl!, 'notices', PROCESSES, { RECONCILE_EVERY_S: '1', JOB_LEASE_S: '6' });
    ({ db, servers } = world);
    // five-minute sessions, so the many bookings below, five minutes apart, keep one calendar
    typeId = await insertReservationType(db, { price: 0, durationMinutes: 5 });
    customer = await signInDirectly(db, { firstName: 'نرگس', lastName: 'صالحی' });
    consultant = await signInDirectly(db, { isAdmin: true, mobile: '09350000000' });
  }, 120_000);

  afterAll(async () => world?.stop());

  /** A booking straight into the table, starting `startsIn` from now, last changed `changedAgo` ago (each five minutes after the last: its own session). */
  let minutes = 0;
  async function booking(status: 'confirmed' | 'cancelled', startsIn: number, changedAgo: number): Promise<string> {
    minutes += 5;
    const start = toBusinessWallClock(Date.now() + startsIn + minutes * MINUTE);
    const changed = new Date(Date.now() - changedAgo);
    const row = await db
      .insertInto('reservations')
      .values({
        user_id: customer.id,
        reservation_type_id: typeId,
        date: start.date,
        time: start.time,
        status,
        price: 0,
        cancel_reason: null,
        created_at: changed,
        updated_at: changed,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Makes the notice jobs due now, as their period passing would, and waits until some process has run each. */
  async function runJobsOnce(): Promise<void> {
    const asked = new Date();
    await db.updateTable('jobs').set({ next_run_at: asked }).where('name', 'in', NOTICE_JOBS).execute();
    await waitUntil(async () => {
      const ran = await db
        .selectFrom('jobs')
        .select('name')
        .where('name', 'in', NOTICE_JOBS)
        .where('last_finished_at', '>', asked)
        .execute();
      return ran.length === NOTICE_JOBS.length;
    }, 30_000);
  }

  const keysAbout = async (ids: string[]) => {
    const rows = await db
      .selectFrom('outbox_messages')
      .select(['dedupe_key', (eb) => eb.fn.countAll<string>().as('copies')])
      .where((eb) => eb.or(ids.map((id) => eb('dedupe_key', 'like', `%:${id}:%`))))
      .groupBy('dedupe_key')
      .execute();
    return rows;
  };

  it('queues each confirmation, cancellation and reminder once, whichever process tells or runs the jobs, round after round', async () => {
    const hourAway = await Promise.all([1, 2, 3].map(() => booking('confirmed', 30 * MINUTE, 3 * DAY)));
    const dayAway = await Promise.all([1, 2, 3].map(() => booking('confirmed', 23 * 60 * MINUTE, 3 * DAY)));
    const cancelledBefore = await booking('cancelled', 30 * MINUTE, 3 * DAY);
    const bookedJustNow = await Promise.all([1, 2, 3].map(() => booking('confirmed', 5 * DAY, 0)));
    const toCancel = await Promise.all([1, 2, 3].map(() => booking('confirmed', 6 * DAY, 3 * DAY)));

    // the consultant cancels through each process while the jobs run on all three
    const cancelling = toCancel.map((id, i) =>
      fetch(`${servers[i % PROCESSES].url}/api/reservations/${id}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: consultant.cookie, origin: servers[i % PROCESSES].url },
        body: JSON.stringify({ reason: 'مشاور در سفر است' }),
      }),
    );
    await runJobsOnce();
    for (const answer of await Promise.all(cancelling)) expect(answer.status).toBe(200);
    await runJobsOnce();
    await runJobsOnce();

    const perBooking = (occasion: string, id: string) => [
      `${occasion}:${id}:email:consultant:${consultant.email}`,
      `${occasion}:${id}:email:customer`,
      `${occasion}:${id}:sms:consultant:09350000000`,
      `${occasion}:${id}:sms:customer`,
    ];
    const reminder = async (lead: string, id: string) => {
      const { date, time } = await db.selectFrom('reservations').select(['date', 'time']).where('id', '=', id).executeTakeFirstOrThrow();
      return [`reminder-${lead}:${id}:${date}T${time}:email:customer`, `reminder-${lead}:${id}:${date}T${time}:sms:customer`];
    };
    const expected = [
      ...(await Promise.all(hourAway.map((id) => reminder('1h', id)))).flat(),
      ...(await Promise.all(dayAway.map((id) => reminder('24h', id)))).flat(),
      ...bookedJustNow.flatMap((id) => perBooking('confirmed', id)),
      ...toCancel.flatMap((id) => perBooking('cancelled', id)),
    ];
    const rows = await keysAbout([...hourAway, ...dayAway, cancelledBefore, ...bookedJustNow, ...toCancel]);
    expect(rows.map((row) => row.dedupe_key).sort()).toEqual(expected.sort());
    for (const row of rows) expect(Number(row.copies)).toBe(1);
  }, 120_000);

  it('loses nothing when the process running the sweep is killed mid-run: another takes it over once its lease runs out', async () => {
    const missed = await Promise.all(Array.from({ length: 250 }, () => booking('confirmed', 7 * DAY, 0)));
    const asked = new Date();
    await db.updateTable('jobs').set({ next_run_at: asked }).where('name', '=', 'sweep-missed-notices').execute();
    let owner: string | null = null;
    await waitUntil(
      async () => {
        const job = await db.selectFrom('jobs').select('lease_owner').where('name', '=', 'sweep-missed-notices').executeTakeFirstOrThrow();
        owner = job.lease_owner;
        return owner !== null;
      },
      30_000,
      5,
    );
    const victim = servers.find((server) => String(server.child.pid) === owner!.split('-')[0])!;
    await victim.stop('SIGKILL');
    const left = await db.selectFrom('jobs').select('lease_owner').where('name', '=', 'sweep-missed-notices').executeTakeFirstOrThrow();
    expect(left.lease_owner).toBe(owner);
    const queuedAtKill = await keysAbout(missed);
    expect(queuedAtKill.length).toBeLessThan(missed.length * 4);

    // the survivors' ticks take the job once the dead one's lease is over; each run sweeps a batch
    await waitUntil(
      async () => {
        await db
          .updateTable('jobs')
          .set({ next_run_at: new Date() })
          .where('name', '=', 'sweep-missed-notices')
          .where('lease_owner', 'is', null)
          .execute();
        return (await keysAbout(missed)).length === missed.length * 4;
      },
      180_000,
      500,
    );
    const rows = await keysAbout(missed);
    for (const row of rows) expect(Number(row.copies)).toBe(1);
    const survivors = servers.filter((server) => server !== victim);
    for (const server of survivors) expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
  }, 240_000);
});
