import { Client } from 'pg';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { waitUntil } from '../support/wait-until';
import { bookRequest, insertType } from './booking-support';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/**
 * Two bookings whose busy times overlap, inserted at the same instant, each wait for the other on
 * the one-calendar constraint and PostgreSQL aborts one as a deadlock. The customer whose attempt
 * was aborted gets the answer a plain collision gets, never a server error. Here the other side
 * is an open transaction that books the hours either side of the customer's, so the deadlock is
 * certain; its own detector waits longer, so the server's attempt is the one aborted and tried
 * again, and that attempt waits for the other side to commit or roll back.
 */
onPostgres('a booking caught in a deadlock (only when TEST_DATABASE_URL is set)', () => {
  let server: TestServer;
  let other: Client;

  beforeEach(async () => {
    server = await startTestServer();
    other = new Client({ connectionString: server.databaseUrl! });
    await other.connect();
  });
  afterEach(async () => {
    await other.end().catch(() => {});
    await server.close();
  });

  const holdOn = (typeId: string, time: string) =>
    other.query(
      `INSERT INTO reservations (reservation_type_id, date, time, status, price, created_at, updated_at)
       VALUES ($1, '2026-11-23', $2, 'pending', 0, now(), now())`,
      [typeId, time],
    );

  async function deadlockedBooking(typeId: string) {
    const user = await signInDirectly(server.db);
    await other.query("BEGIN; SET LOCAL deadlock_timeout = '20s'");
    await holdOn(typeId, '10:00');
    const answer = bookRequest(server.url, user.cookie, { reservationTypeId: typeId, date: '2026-11-23', timeSlot: '10:30' });
    await waitUntil(
      async () => (await other.query("SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock'")).rowCount! > 0,
      10_000,
      50,
    );
    await holdOn(typeId, '11:00');
    return { answer };
  }

  it('answers «taken» once the other side has committed its hours', async () => {
    const typeId = await insertType(server.db, {
      durationMinutes: 60,
      bufferMinutes: 0,
      slots: [
        ['2026-11-23', '10:00'],
        ['2026-11-23', '10:30'],
        ['2026-11-23', '11:00'],
      ],
    });
    const { answer } = await deadlockedBooking(typeId);
    await other.query('COMMIT');
    const response = await answer;
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('این زمان قبلاً رزرو شده است؛ لطفاً زمان دیگری را انتخاب کنید');
    const rows = await server.db.selectFrom('reservations').select('time').where('status', '=', 'pending').orderBy('time').execute();
    expect(rows.map((row) => row.time)).toEqual(['10:00', '11:00']);
  }, 60_000);

  it('books the customer once the other side has given its hours up', async () => {
    const typeId = await insertType(server.db, {
      durationMinutes: 60,
      bufferMinutes: 0,
      slots: [
        ['2026-11-23', '10:00'],
        ['2026-11-23', '10:30'],
        ['2026-11-23', '11:00'],
      ],
    });
    const { answer } = await deadlockedBooking(typeId);
    await other.query('ROLLBACK');
    const response = await answer;
    expect(response.status).toBe(201);
    const rows = await server.db.selectFrom('reservations').select('time').where('status', '=', 'pending').execute();
    expect(rows.map((row) => row.time)).toEqual(['10:30']);
  }, 60_000);
});
