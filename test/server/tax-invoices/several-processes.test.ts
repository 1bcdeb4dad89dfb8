import { createPublicKey } from 'node:crypto';
import type { AppDatabase } from '../../../server/db/database';
import { readTaxId } from '../../../src/core/domain/tax/tax-id';
import { FakeTaxpayerServer } from '../../fakes/server/tax/fake-taxpayer-server';
import { insertReservationType } from '../support/insert-reservation';
import { startProcessesOnPostgres, type ProcessesOnPostgres } from '../support/processes-on-postgres';
import type { ServerProcess } from '../support/server-process';
import { signInDirectly } from '../support/sign-in-directly';
import { waitUntil } from '../support/wait-until';
import { opensslCredentials } from '../tax-settings/test-credentials';
import { MEMORY_ID, SELLER_ECONOMIC_CODE } from './tax-invoice-world';

const postgresUrl = process.env.TEST_DATABASE_URL;
// The embedded database belongs to one process; several processes need a PostgreSQL server.
const onPostgres = postgresUrl ? describe : describe.skip;

const PAID_BOOKINGS = 24;
const SETTLED_WITHIN_MS = 90_000;

const dayFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

onPostgres('e-invoices from three server processes on one PostgreSQL, one killed mid-send (only when TEST_DATABASE_URL is set)', () => {
  let world: ProcessesOnPostgres | undefined;
  let taxpayer: FakeTaxpayerServer;
  let db: AppDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    taxpayer = new FakeTaxpayerServer();
    const baseUrl = await taxpayer.start();
    world = await startProcessesOnPostgres(postgresUrl!, 'invoices', 3, { RECONCILE_EVERY_S: '1', TAXPAYER_API_URL: baseUrl });
    ({ db, servers } = world);
  }, 120_000);

  afterAll(async () => {
    await world?.stop();
    await taxpayer?.stop();
  });

  /** Confirmed bookings paid through the bank, as the verify route leaves them. */
  async function insertPaidBookings(count: number): Promise<string[]> {
    const typeId = await insertReservationType(db, { price: 900_000 });
    const customer = await signInDirectly(db, { firstName: 'مشتری', lastName: 'چندپردازشی' });
    const paidAt = new Date(Date.now() + 1000);
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const reservation = await db
        .insertInto('reservations')
        .values({
          user_id: customer.id,
          reservation_type_id: typeId,
          date: dayFromNow(20 + Math.floor(i / 10)),
          time: `${String(8 + (i % 10)).padStart(2, '0')}:00`,
          status: 'confirmed',
          price: 900_000,
          created_at: paidAt,
          updated_at: paidAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const payment = await db
        .insertInto('payments')
        .values({
          reservation_id: reservation.id,
          gateway: 'zarinpal',
          authority: `A-INVOICES-${i}`,
          amount: 900_000,
          status: 'paid',
          ref_id: `REF-${i}`,
          paid_at: paidAt,
          updated_at: paidAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('reservations').set({ payment_id: payment.id }).where('id', '=', reservation.id).execute();
      ids.push(payment.id);
    }
    return ids;
  }

  it('issues exactly one invoice per paid booking, with serials none skipped or repeated, and sends none twice', async () => {
    const credentials = opensslCredentials('seller');
    taxpayer.register(MEMORY_ID, createPublicKey(credentials.privateKey));
    // the first send's answer is lost: its process is killed while waiting for it
    const firstSendReceived = taxpayer.loseNextSendAnswer();

    const consultant = await signInDirectly(db, { isAdmin: true });
    const saved = await fetch(`${servers[0].url}/api/admin/tax-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: consultant.cookie, origin: servers[0].url },
      body: JSON.stringify({ economicCode: SELLER_ECONOMIC_CODE, memoryId: MEMORY_ID, vatRate: 9, ...credentials, sendingOn: true }),
    });
    expect(saved.status).toBe(200);
    const paymentIds = await insertPaidBookings(PAID_BOOKINGS);

    await firstSendReceived;
    const job = await db.selectFrom('jobs').select('lease_owner').where('name', '=', 'tax-invoices').executeTakeFirstOrThrow();
    const victim = servers.find((server) => job.lease_owner?.startsWith(`${server.child.pid}-`));
    expect(victim).toBeDefined();
    await victim!.stop('SIGKILL');
    // time passes for what the victim held: its job lease and its claims on invoices run out
    const past = new Date(Date.now() - 1000);
    await db.updateTable('jobs').set({ lease_until: past, next_run_at: past }).where('name', '=', 'tax-invoices').execute();
    await db.updateTable('tax_invoices').set({ lease_until: past, next_attempt_at: past }).where('status', '=', 'draft').execute();

    await waitUntil(
      async () => {
        const open = await db.selectFrom('tax_invoices').select('id').where('status', '!=', 'accepted').execute();
        const all = await db.selectFrom('tax_invoices').select('id').execute();
        return all.length >= PAID_BOOKINGS && open.length === 0;
      },
      SETTLED_WITHIN_MS,
      250,
    );

    const invoices = await db.selectFrom('tax_invoices').selectAll().orderBy('serial').execute();
    expect(invoices.map((invoice) => invoice.payment_id).sort()).toEqual([...paymentIds].sort());
    expect(invoices.map((invoice) => Number(invoice.serial))).toEqual(Array.from({ length: PAID_BOOKINGS }, (_, i) => i + 1));
    for (const invoice of invoices)
      expect(readTaxId(invoice.tax_id)).toMatchObject({ memoryId: MEMORY_ID, serial: Number(invoice.serial) });
    // the system got each invoice once: the one whose answer was lost was found by its trace ID, not sent again
    const received = taxpayer.invoices();
    expect(received.map((kept) => kept.uid).sort()).toEqual(invoices.map((invoice) => invoice.id).sort());
    expect(received.every((kept) => kept.verdict.ok)).toBe(true);
  }, 180_000);
});
