import type { AppDatabase } from '../../../server/db/database';
import { FAKE_ZARINPAL_MERCHANT_ID, FakeZarinpalServer } from '../../fakes/fake-zarinpal-server';
import { insertReservationType, insertSlots } from '../support/insert-reservation';
import { startProcessesOnPostgres, type ProcessesOnPostgres } from '../support/processes-on-postgres';
import type { ServerProcess } from '../support/server-process';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { waitUntil } from '../support/wait-until';

const postgresUrl = process.env.TEST_DATABASE_URL;
// The embedded database belongs to one process; several processes need a PostgreSQL server.
const onPostgres = postgresUrl ? describe : describe.skip;

const PROCESSES = 3;
const WALKED_AWAY = 12;
const CONTENDERS = 60;
// generous: on a loaded 2-core machine three processes and the test share the cores
const SETTLED_WITHIN_MS = 150_000;

interface Customer extends SignedInUser {
  address: string;
}

onPostgres('three server processes on one PostgreSQL (only when TEST_DATABASE_URL is set)', () => {
  let world: ProcessesOnPostgres | undefined;
  let db: AppDatabase;
  let bank: FakeZarinpalServer;
  let servers: ServerProcess[] = [];
  let typeId: string;
  let customers = 0;

  beforeAll(async () => {
    bank = await FakeZarinpalServer.start();
    const env = {
      PAYMENT_GATEWAY: 'zarinpal',
      ZARINPAL_MERCHANT_ID: FAKE_ZARINPAL_MERCHANT_ID,
      ZARINPAL_BASE_URL: bank.url,
      RECONCILE_EVERY_S: '1',
    };
    // all at once, as after a deploy: they migrate the one fresh database together
    world = await startProcessesOnPostgres(postgresUrl!, 'processes', PROCESSES, env);
    ({ db, servers } = world);
    typeId = await insertReservationType(db, { price: 1_250_000 });
  }, 120_000);

  afterAll(async () => {
    await world?.stop();
    await bank?.stop();
  });

  async function newCustomer(): Promise<Customer> {
    const number = (customers += 1);
    const user = await signInDirectly(db, { firstName: 'مشتری', lastName: `شماره ${number}` });
    return { ...user, address: `10.2.${Math.floor(number / 250)}.${number % 250}` };
  }

  async function api(server: ServerProcess, method: string, path: string, customer: Customer, body?: unknown) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: customer.cookie,
        origin: server.url,
        'x-forwarded-for': customer.address,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('settles every payment its customer never came back from exactly once, whichever process asks the bank', async () => {
    const slots = Array.from({ length: WALKED_AWAY }, (_, i) => ({ date: daysAhead(10), time: `${String(8 + i).padStart(2, '0')}:00` }));
    await insertSlots(db, typeId, slots);
    const walkedAway = await Promise.all(
      slots.map(async (slot, i) => {
        const customer = await newCustomer();
        const booked = await api(servers[i % PROCESSES], 'POST', '/api/reservations/book', customer, {
          reservationTypeId: typeId,
          date: slot.date,
          timeSlot: slot.time,
        });
        expect(booked.status).toBe(201);
        const reservationId = (booked.body.reservation as { _id: string })._id;
        // to the bank through another process than the one that took the booking
        const initiated = await api(servers[(i + 1) % PROCESSES], 'POST', '/api/payments/initiate', customer, { reservationId });
        expect(initiated.status).toBe(200);
        return { reservationId, authority: (initiated.body.paymentUrl as string).split('/').pop()! };
      }),
    );
    // they pay at the bank and close the tab: no callback reaches any process
    for (const { authority } of walkedAway) bank.pay(authority);

    const ids = walkedAway.map((payment) => payment.reservationId);
    await waitUntil(async () => {
      const confirmed = await db.selectFrom('reservations').select('id').where('id', 'in', ids).where('status', '=', 'confirmed').execute();
      return confirmed.length === ids.length;
    }, SETTLED_WITHIN_MS).catch(async (error: Error) => {
      // what was left open and what the processes said: a failure here must say why
      const open = await db
        .selectFrom('payments')
        .select(['status', 'check_after', 'lease_until'])
        .where('reservation_id', 'in', ids)
        .execute();
      const unsettled = open.filter((payment) => payment.status !== 'paid');
      const jobs = await db.selectFrom('jobs').select(['name', 'lease_owner', 'lease_until', 'next_run_at', 'last_error']).execute();
      const said = servers.map((server, index) => `process ${index + 1}:\n${server.output().slice(-3000)}`).join('\n');
      throw new Error(
        `${error.message}; ${unsettled.length} payments not settled: ${JSON.stringify(unsettled)}; jobs: ${JSON.stringify(jobs)}\n${said}`,
      );
    });

    for (const { authority } of walkedAway) expect(bank.successfulVerifies(authority)).toBe(1);
    const rows = await db
      .selectFrom('reservations as r')
      .innerJoin('payments as p', 'p.reservation_id', 'r.id')
      .select(['r.id', 'r.status', 'r.payment_id', 'p.id as paymentId', 'p.status as paymentStatus'])
      .where('r.id', 'in', ids)
      .execute();
    expect(rows).toHaveLength(WALKED_AWAY);
    for (const row of rows) expect(row).toMatchObject({ status: 'confirmed', payment_id: row.paymentId, paymentStatus: 'paid' });
    const confirmations = await db
      .selectFrom('payment_events')
      .select(['reservation_id', (eb) => eb.fn.countAll<string>().as('lines')])
      .where('reservation_id', 'in', ids)
      .where('kind', '=', 'confirmed')
      .groupBy('reservation_id')
      .execute();
    expect(confirmations).toHaveLength(WALKED_AWAY);
    for (const line of confirmations) expect(Number(line.lines)).toBe(1);
  }, 200_000);

  it('lets exactly one of many customers win one slot booked through three processes at once', async () => {
    const slot = { date: daysAhead(11), time: '10:00' };
    await insertSlots(db, typeId, [slot]);
    const contenders = await Promise.all(Array.from({ length: CONTENDERS }, () => newCustomer()));
    const answers = await Promise.all(
      contenders.map((customer, i) =>
        api(servers[i % PROCESSES], 'POST', '/api/reservations/book', customer, {
          reservationTypeId: typeId,
          date: slot.date,
          timeSlot: slot.time,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONTENDERS - 1);
    const held = await db.selectFrom('reservations').select('status').where('date', '=', slot.date).where('time', '=', slot.time).execute();
    expect(held).toEqual([{ status: 'pending' }]);
    // and every process's calendar shows the time taken at once, whichever took it
    for (const server of servers) {
      const taken = (await (
        await fetch(`${server.url}/api/reservations/by-date?date=${slot.date}&reservationTypeId=${typeId}`)
      ).json()) as { reservations: Array<{ timeSlot: string }> };
      expect(taken.reservations.map((row) => row.timeSlot)).toEqual([slot.time]);
    }
  }, 60_000);
});

/** The date `days` from today, as the calendar writes it. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
