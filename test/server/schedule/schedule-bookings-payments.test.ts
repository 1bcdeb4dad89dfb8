import type { AppDatabase } from '../../../server/db/database';
import type { PaymentStatus } from '../../../server/db/tables/money-tables';
import { KyselyBookingListReads } from '../../../server/modules/schedule/adapters/kysely-booking-list-reads';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { insertReservation, insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';

/** A payment attempt straight into the database, as the booking module leaves it. */
async function insertPayment(
  db: AppDatabase,
  reservationId: string,
  values: { status: PaymentStatus; createdAt: string; refId?: string; gatewayCode?: number; failureReason?: string; paidAt?: string },
): Promise<string> {
  const row = await db
    .insertInto('payments')
    .values({
      reservation_id: reservationId,
      gateway: 'zarinpal',
      authority: `A${Math.random().toString(36).slice(2)}`,
      amount: 1500000,
      status: values.status,
      ref_id: values.refId ?? null,
      card_pan: values.refId ? '6037-99**-****-1234' : null,
      failure_reason: values.failureReason ?? null,
      gateway_code: values.gatewayCode ?? null,
      paid_at: values.paidAt ? new Date(values.paidAt) : null,
      created_at: values.createdAt,
      updated_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Row = { _id: string };

// The test clock stands at 2026-11-22 12:00 in Tehran.
describe('all bookings with their payments, for the admin', () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  let typeId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
    const admin = await signInDirectly(server.db, { isAdmin: true });
    const customer = await signInDirectly(server.db, { email: 'sara@example.com', firstName: 'سارا', lastName: 'احمدی' });
    api = jsonClient(server.url, admin.cookie);
    typeId = await insertType(server.db, { title: 'مشاوره مالی تخصصی' });
    const book = (values: Omit<Parameters<typeof insertReservation>[1], 'typeId' | 'userId'>) =>
      insertReservation(server.db, { typeId, userId: customer.id, ...values });

    ids.cancelledOwed = await book({ date: '2026-11-20', time: '10:00', status: 'cancelled', cancelReason: 'بیماری مشاور' });
    await insertPayment(server.db, ids.cancelledOwed, {
      status: 'refund_required',
      createdAt: '2026-11-19T08:00:00Z',
      refId: 'REF-OWED',
      gatewayCode: -63,
      failureReason: 'cancelled-by-consultant',
      paidAt: '2026-11-19T08:33:00Z',
    });
    ids.cancelledReversed = await book({ date: '2026-11-19', time: '10:00', status: 'cancelled', cancelReason: 'جابه‌جایی' });
    await insertPayment(server.db, ids.cancelledReversed, {
      status: 'reversed',
      createdAt: '2026-11-18T08:00:00Z',
      refId: 'REF-BACK',
      gatewayCode: 100,
      failureReason: 'cancelled-by-consultant',
      paidAt: '2026-11-18T08:02:00Z',
    });
    ids.retried = await book({ date: '2026-11-26', time: '10:00', status: 'confirmed' });
    await insertPayment(server.db, ids.retried, {
      status: 'failed',
      createdAt: '2026-11-21T08:00:00Z',
      gatewayCode: -51,
      failureReason: 'Session is not valid, session is not active paid try.',
    });
    await insertPayment(server.db, ids.retried, {
      status: 'paid',
      createdAt: '2026-11-21T08:05:00Z',
      refId: 'REF-SECOND',
      gatewayCode: 100,
      paidAt: '2026-11-21T08:06:00Z',
    });
    ids.paidTwice = await book({ date: '2026-11-27', time: '10:00', status: 'confirmed' });
    const confirming = await insertPayment(server.db, ids.paidTwice, {
      status: 'paid',
      createdAt: '2026-11-21T09:00:00Z',
      refId: 'REF-FIRST',
      gatewayCode: 100,
      paidAt: '2026-11-21T09:01:00Z',
    });
    await server.db.updateTable('reservations').set({ payment_id: confirming }).where('id', '=', ids.paidTwice).execute();
    await insertPayment(server.db, ids.paidTwice, {
      status: 'refund_required',
      createdAt: '2026-11-21T09:02:00Z',
      refId: 'REF-DUPLICATE',
      gatewayCode: 100,
      failureReason: 'already-paid',
      paidAt: '2026-11-21T09:03:00Z',
    });
    ids.released = await book({ date: '2026-11-28', time: '10:00', status: 'released' });
    ids.deletedAccount = await insertReservation(server.db, {
      typeId,
      userId: null,
      date: '2026-11-18',
      time: '09:00',
      status: 'confirmed',
      refId: 'REF-KEPT',
    });
    await server.db
      .updateTable('reservations')
      .set({ customer_name: 'مریم کریمی', customer_email: 'maryam@example.com' })
      .where('id', '=', ids.deletedAccount)
      .execute();
    ids.keptName = await book({ date: '2026-11-17', time: '09:00', status: 'expired' });
    await server.db
      .updateTable('reservations')
      .set({ customer_name: 'سارا احمدی‌نژاد', customer_email: 'sara.old@example.com' })
      .where('id', '=', ids.keptName)
      .execute();
  });
  afterAll(async () => server.close());

  const listed = async (query = '') => {
    const list = await api('GET', `/api/reservations${query}`);
    return (id: string) => list.body.data.find((row: Row) => row._id === id);
  };

  it('reads "refund owed" from the payment, so a booking whose payment the bank reversed owes nothing', async () => {
    const row = await listed();
    expect(row(ids.cancelledOwed)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_required',
      gatewayCode: -63,
      failureReason: 'cancelled-by-consultant',
      paidAt: '2026-11-19T08:33:00.000Z',
      refId: 'REF-OWED',
    });
    expect(row(ids.cancelledReversed)).toMatchObject({ status: 'cancelled', paymentStatus: 'reversed', refId: 'REF-BACK' });
  });

  it('gives each booking its latest payment attempt, and the reference of the payment that confirmed it', async () => {
    const row = await listed();
    expect(row(ids.retried)).toMatchObject({ paymentStatus: 'paid', gatewayCode: 100, failureReason: null, refId: 'REF-SECOND' });
    expect(row(ids.paidTwice)).toMatchObject({ paymentStatus: 'refund_required', failureReason: 'already-paid', refId: 'REF-FIRST' });
    expect(row(ids.released)).toMatchObject({
      status: 'released',
      paymentStatus: null,
      gatewayCode: null,
      failureReason: null,
      paidAt: null,
      refId: null,
    });
  });

  it("names the customer kept on the booking, even once the account is gone, before the account's current name", async () => {
    const row = await listed();
    expect(row(ids.deletedAccount)).toMatchObject({ customerName: 'مریم کریمی', customerEmail: 'maryam@example.com' });
    expect(row(ids.keptName)).toMatchObject({ customerName: 'سارا احمدی‌نژاد', customerEmail: 'sara.old@example.com' });
    expect(row(ids.retried)).toMatchObject({ customerName: 'سارا احمدی', customerEmail: 'sara@example.com' });
  });

  it('filters by the released status', async () => {
    const list = await api('GET', '/api/reservations?status=released');
    expect(list.body.data.map((row: Row) => row._id)).toEqual([ids.released]);
  });

  it("exports the payment's status in Persian, the bank's code, the reason, the Tehran payment time and an empty no-show column for cancelled sessions", async () => {
    const csv = await api('GET', '/api/reservations/export.csv?from=2026-11-19&to=2026-11-20');
    const lines = (csv.body as string).slice(1).split('\r\n');
    expect(lines.slice(1, -1)).toEqual([
      '"سارا احمدی","sara@example.com","مشاوره مالی تخصصی","1405/08/29","10:00","1500000","لغو شده","REF-OWED","بیماری مشاور",' +
        '"بازگشت وجه در جریان","-63","رزرو پرداخت‌شده توسط مشاور لغو شد","1405/08/28 12:03","09121234567",""',
      '"سارا احمدی","sara@example.com","مشاوره مالی تخصصی","1405/08/28","10:00","1500000","لغو شده","REF-BACK","جابه‌جایی",' +
        '"بازگشت داده شد","100","رزرو پرداخت‌شده توسط مشاور لغو شد","1405/08/27 11:32","09121234567",""',
    ]);
    const released = await api('GET', '/api/reservations/export.csv?from=2026-11-28&to=2026-11-28');
    expect((released.body as string).split('\r\n')[1]).toContain('"آزاد شده","","","","","",""');
  });

  it('carries at most the limit, upcoming confirmed sessions first and then the latest of the rest', async () => {
    const bookings = new KyselyBookingListReads(server.db);
    const rows = await bookings.find({}, '2026-11-22', 3);
    expect(rows.map((row) => row._id)).toEqual([ids.retried, ids.paidTwice, ids.released]);
    const past = await bookings.find({ to: '2026-11-21' }, '2026-11-22', 2);
    expect(past.map((row) => row._id)).toEqual([ids.cancelledOwed, ids.cancelledReversed]);
  });
});
