import type { AppDatabase } from '../../../server/db/database';
import { insertReservationType, insertSlots } from '../support/insert-reservation';
import { startProcessesOnPostgres, type ProcessesOnPostgres } from '../support/processes-on-postgres';
import type { ServerProcess } from '../support/server-process';
import { api, payAtSandboxBank, roundRobin } from './round-robin-client';

const postgresUrl = process.env.TEST_DATABASE_URL;
// The embedded database belongs to one process; several processes need a PostgreSQL server.
const onPostgres = postgresUrl ? describe : describe.skip;

const PASSWORD = 'correct horse 1';
const ADDRESS = '10.9.0.7';

onPostgres('three processes behind a round-robin on one PostgreSQL (only when TEST_DATABASE_URL is set)', () => {
  let world: ProcessesOnPostgres | undefined;
  let db: AppDatabase;
  let servers: ServerProcess[] = [];
  /** the next process, as a round-robin balancer hands requests out */
  const next = roundRobin(() => servers);

  beforeAll(async () => {
    world = await startProcessesOnPostgres(postgresUrl!, 'roundrobin', 3, { PAYMENT_GATEWAY: 'sandbox' });
    ({ db, servers } = world);
  }, 120_000);

  afterAll(async () => world?.stop());

  const call = (server: ServerProcess, method: string, path: string, body?: unknown, cookie = '') =>
    api(server, method, path, { body, cookie, address: ADDRESS });

  it('a customer signs in on one process, books on a second, pays through the sandbox bank on a third, and every process sees it confirmed', async () => {
    const typeId = await insertReservationType(db, { price: 900_000 });
    const date = new Date(Date.now() + 9 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await insertSlots(db, typeId, [{ date, time: '10:00' }]);
    const email = 'round-robin@example.com';
    expect((await call(next(), 'POST', '/api/auth/signup', { email, password: PASSWORD })).status).toBe(201);
    await db
      .updateTable('users')
      .set({ first_name: 'سارا', last_name: 'احمدی', mobile: '09121234567' })
      .where('email', '=', email)
      .execute();

    const signedIn = await call(next(), 'POST', '/api/auth/signin', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.cookies.join('; ');
    expect(cookie).toMatch(/sid=.*device=/);

    const booked = await call(next(), 'POST', '/api/reservations/book', { reservationTypeId: typeId, date, timeSlot: '10:00' }, cookie);
    expect(booked.status).toBe(201);
    const reservationId = booked.body!.reservation._id as string;
    const initiated = await call(next(), 'POST', '/api/payments/initiate', { reservationId }, cookie);
    expect(initiated.status).toBe(200);
    const authority = (initiated.body!.paymentUrl as string).split('/').pop()!;

    // the bank's page and its button, on yet other processes than the one that opened the payment
    const bank = next();
    expect((await fetch(`${bank.url}/sandbox-bank/${authority}`)).status).toBe(200);
    // (behind one balancer every process has the one origin; here each has its own, so the form comes from the one it is posted to)
    const paid = await payAtSandboxBank(next(), authority);
    expect([302, 303]).toContain(paid.status);
    const verified = await call(next(), 'POST', '/api/payments/verify', { Authority: authority, Status: 'OK', reservationId }, cookie);
    expect(verified.status).toBe(200);

    for (const server of servers) {
      const mine = await call(server, 'GET', '/api/reservations/mine', undefined, cookie);
      expect(mine.status).toBe(200);
      expect(JSON.stringify(mine.body)).toContain(reservationId);
    }
    const row = await db.selectFrom('reservations').select('status').where('id', '=', reservationId).executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
  }, 60_000);

  it('counts failed sign-ins across the processes: five wrong passwords round-robin shut unknown devices out on all three, not the known device', async () => {
    const email = 'limits@example.com';
    expect((await call(next(), 'POST', '/api/auth/signup', { email, password: PASSWORD })).status).toBe(201);
    const known = (await call(next(), 'POST', '/api/auth/signin', { email, password: PASSWORD })).cookies.find((line) =>
      line.startsWith('device='),
    )!;
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await call(next(), 'POST', '/api/auth/signin', { email, password: 'wrong password' })).status).toBe(401);
    for (const server of servers) {
      expect((await call(server, 'POST', '/api/auth/signin', { email, password: PASSWORD })).status).toBe(429);
      // a device cookie signed by one process is known to the others (one secret, kept in the database)
      expect((await call(server, 'POST', '/api/auth/signin', { email, password: PASSWORD }, known)).status).toBe(200);
    }
  }, 60_000);
});
