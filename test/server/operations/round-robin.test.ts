import fs from 'node:fs';
import { openDatabase, type AppDatabase } from '../../../server/db/database';
import { insertReservationType, insertSlots } from '../support/insert-reservation';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-postgres';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const postgresUrl = process.env.TEST_DATABASE_URL;
// The embedded database belongs to one process; several processes need a PostgreSQL server.
const onPostgres = postgresUrl ? describe : describe.skip;

const PASSWORD = 'correct horse 1';
const ADDRESS = '10.9.0.7';

onPostgres('three processes behind a round-robin on one PostgreSQL (only when TEST_DATABASE_URL is set)', () => {
  let scratch: ScratchDatabase;
  let db: AppDatabase;
  let servers: ServerProcess[] = [];
  let turn = 0;
  /** the next process, as a round-robin balancer hands requests out */
  const next = () => servers[turn++ % servers.length];

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl!, 'roundrobin');
    const env = { DATABASE_URL: scratch.url, PAYMENT_GATEWAY: 'sandbox', TRUST_PROXY: '1', SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'error' };
    servers = await Promise.all(Array.from({ length: 3 }, () => startServerProcess({ env })));
    db = openDatabase({ databaseUrl: scratch.url, dataDir: null });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await db?.destroy();
    await scratch?.drop();
  });

  async function api(server: ServerProcess, method: string, path: string, body?: unknown, cookie = '') {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie, origin: server.url, 'x-forwarded-for': ADDRESS },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, any>) : null, cookies, location: response.headers.get('location') };
  }

  it('a customer signs in on one process, books on a second, pays through the sandbox bank on a third, and every process sees it confirmed', async () => {
    const typeId = await insertReservationType(db, { price: 900_000 });
    const date = new Date(Date.now() + 9 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await insertSlots(db, typeId, [{ date, time: '10:00' }]);
    const email = 'round-robin@example.com';
    expect((await api(next(), 'POST', '/api/auth/signup', { email, password: PASSWORD })).status).toBe(201);
    await db.updateTable('users').set({ first_name: 'سارا', last_name: 'احمدی', mobile: '09121234567' }).where('email', '=', email).execute();

    const signedIn = await api(next(), 'POST', '/api/auth/signin', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.cookies.join('; ');
    expect(cookie).toMatch(/sid=.*device=/);

    const booked = await api(next(), 'POST', '/api/reservations/book', { reservationTypeId: typeId, date, timeSlot: '10:00' }, cookie);
    expect(booked.status).toBe(201);
    const reservationId = booked.body!.reservation._id as string;
    const initiated = await api(next(), 'POST', '/api/payments/initiate', { reservationId }, cookie);
    expect(initiated.status).toBe(200);
    const authority = (initiated.body!.paymentUrl as string).split('/').pop()!;

    // the bank's page and its button, on yet other processes than the one that opened the payment
    const bank = next();
    expect((await fetch(`${bank.url}/sandbox-bank/${authority}`)).status).toBe(200);
    // (behind one balancer every process has the one origin; here each has its own, so the form comes from the one it is posted to)
    const payOn = next();
    const paid = await fetch(`${payOn.url}/sandbox-bank/${authority}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: payOn.url }, body: '', redirect: 'manual' });
    expect([302, 303]).toContain(paid.status);
    const verified = await api(next(), 'POST', '/api/payments/verify', { Authority: authority, Status: 'OK', reservationId }, cookie);
    expect(verified.status).toBe(200);

    for (const server of servers) {
      const mine = await api(server, 'GET', '/api/reservations/mine', undefined, cookie);
      expect(mine.status).toBe(200);
      expect(JSON.stringify(mine.body)).toContain(reservationId);
    }
    const row = await db.selectFrom('reservations').select('status').where('id', '=', reservationId).executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
  }, 60_000);

  it('counts failed sign-ins across the processes: five wrong passwords round-robin shut unknown devices out on all three, not the known device', async () => {
    const email = 'limits@example.com';
    expect((await api(next(), 'POST', '/api/auth/signup', { email, password: PASSWORD })).status).toBe(201);
    const known = (await api(next(), 'POST', '/api/auth/signin', { email, password: PASSWORD })).cookies.find((line) => line.startsWith('device='))!;
    for (let attempt = 0; attempt < 5; attempt++) expect((await api(next(), 'POST', '/api/auth/signin', { email, password: 'wrong password' })).status).toBe(401);
    for (const server of servers) {
      expect((await api(server, 'POST', '/api/auth/signin', { email, password: PASSWORD })).status).toBe(429);
      // a device cookie signed by one process is known to the others (one secret, kept in the database)
      expect((await api(server, 'POST', '/api/auth/signin', { email, password: PASSWORD }, known)).status).toBe(200);
    }
  }, 60_000);
});
