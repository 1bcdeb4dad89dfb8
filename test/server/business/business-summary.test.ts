import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { insertReservation, insertSlots, insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';
import { weekStartOf } from '../../../src/core/domain/business-weeks';
import { jalaliToIso } from '../../../src/core/domain/jalali-date';
import type { AppDatabase } from '../../../server/db/database';

async function insertPayment(
  db: AppDatabase,
  reservationId: string,
  status: 'refund_required' | 'initiated',
  amount: number,
): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      reservation_id: reservationId,
      gateway: 'sandbox',
      authority: `A${Math.random().toString(36).slice(2)}`,
      amount,
      status,
      updated_at: new Date(),
    })
    .execute();
}

/** The CSV's confirmed rows summed per Persian week: what a consultant would get from the sheet by hand. */
function csvWeeklyTotals(csv: string): Record<string, { bookings: number; revenue: number }> {
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.slice(1, -1).split('","'));
  const totals: Record<string, { bookings: number; revenue: number }> = {};
  for (const row of rows.filter((fields) => fields[6] === 'تأیید شده')) {
    const [year, month, day] = row[3].split('/').map(Number);
    const week = weekStartOf(jalaliToIso({ year, month, day }));
    totals[week] ??= { bookings: 0, revenue: 0 };
    totals[week].bookings += 1;
    totals[week].revenue += Number(row[5]);
  }
  return totals;
}

// Tehran's today is Sunday 2026-11-22; its week began on Saturday 2026-11-21.
describe('the business summary, for the consultant', () => {
  let server: TestServer;
  let admin: ReturnType<typeof jsonClient>;
  let customerApi: ReturnType<typeof jsonClient>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
    const db = server.db;
    admin = jsonClient(server.url, (await signInDirectly(db, { isAdmin: true })).cookie);
    const customer = await signInDirectly(db, { email: 'sara@example.com', firstName: 'سارا', lastName: 'احمدی' });
    customerApi = jsonClient(server.url, customer.cookie);
    const finance = await insertType(db, { title: 'مشاوره مالی تخصصی', price: 1_500_000 });
    const tax = await insertType(db, { title: 'مشاوره مالیاتی', price: 1_200_000 });
    await db.updateTable('reservation_types').set({ session_mode: 'office' }).where('id', '=', tax).execute();
    const at = (typeId: string, date: string, status: 'confirmed' | 'cancelled' | 'pending' | 'expired', time = '10:00') =>
      insertReservation(db, { typeId, userId: customer.id, date, time, status, refId: status === 'confirmed' ? `R-${date}` : undefined });
    await at(finance, '2026-09-01', 'confirmed'); // before the twelve weeks
    await at(finance, '2026-11-10', 'confirmed');
    await at(finance, '2026-11-12', 'confirmed');
    await at(finance, '2026-11-11', 'expired');
    ids.thisWeek = await at(tax, '2026-11-23', 'confirmed', '09:00');
    ids.nextWeek = await at(finance, '2026-12-01', 'confirmed');
    ids.cancelled = await at(finance, '2026-11-24', 'cancelled');
    await insertPayment(db, ids.cancelled, 'refund_required', 1_500_000);
    ids.pending = await at(tax, '2026-11-25', 'pending');
    await insertPayment(db, ids.pending, 'initiated', 1_200_000);
    await insertSlots(db, finance, [
      { date: '2026-11-10', time: '10:00' },
      { date: '2026-11-12', time: '10:00' },
      { date: '2026-11-15', time: '10:00' },
    ]);
    await insertSlots(db, finance, [
      { date: '2026-11-24', time: '10:00' },
      { date: '2026-12-01', time: '10:00' },
      { date: '2026-12-02', time: '10:00' },
    ]);
    await insertSlots(db, tax, [{ date: '2026-11-23', time: '09:00' }]);
  });
  afterAll(async () => server.close());

  it('counts confirmed bookings and their revenue per week for twelve weeks, leaving out cancelled, unpaid and expired ones', async () => {
    const { status, body, headers } = await admin('GET', '/api/admin/business-summary');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const { summary } = body;
    expect(summary.chartRange).toEqual({ from: '2026-09-05', to: '2026-11-27' });
    expect(summary.weeks).toHaveLength(12);
    expect(summary.weeks[0]).toEqual({ weekStart: '2026-09-05', bookings: 0, revenue: 0 });
    expect(summary.weeks.filter((week: { bookings: number }) => week.bookings > 0)).toEqual([
      { weekStart: '2026-11-07', bookings: 2, revenue: 3_000_000 },
      { weekStart: '2026-11-21', bookings: 1, revenue: 1_200_000 },
    ]);
    expect(summary.byType).toEqual([
      { typeId: expect.any(String), title: 'مشاوره مالی تخصصی', bookings: 2, revenue: 3_000_000 },
      { typeId: expect.any(String), title: 'مشاوره مالیاتی', bookings: 1, revenue: 1_200_000 },
    ]);
  });

  it('gives the same weekly numbers as the bookings CSV of the same range', async () => {
    const { summary } = (await admin('GET', '/api/admin/business-summary')).body;
    const csv = await admin('GET', `/api/reservations/export.csv?from=${summary.chartRange.from}&to=${summary.chartRange.to}`);
    const fromCsv = csvWeeklyTotals(csv.body);
    for (const week of summary.weeks) {
      expect(fromCsv[week.weekStart] ?? { bookings: 0, revenue: 0 }).toEqual({ bookings: week.bookings, revenue: week.revenue });
    }
  });

  it("lists this week's and next week's confirmed sessions with customer, mobile, type and session mode", async () => {
    const { summary } = (await admin('GET', '/api/admin/business-summary')).body;
    expect(summary.agendaRange).toEqual({ from: '2026-11-21', to: '2026-12-04' });
    expect(summary.agenda).toEqual([
      {
        id: ids.thisWeek,
        date: '2026-11-23',
        time: '09:00',
        customerName: 'سارا احمدی',
        customerMobile: '09121234567',
        typeTitle: 'مشاوره مالیاتی',
        sessionMode: 'office',
        noShow: false,
      },
      {
        id: ids.nextWeek,
        date: '2026-12-01',
        time: '10:00',
        customerName: 'سارا احمدی',
        customerMobile: '09121234567',
        typeTitle: 'مشاوره مالی تخصصی',
        sessionMode: 'online',
        noShow: false,
      },
    ]);
    expect(summary.agendaTruncated).toBe(false);
  });

  it('tells how full the published slots were in the past four weeks and are in the coming four', async () => {
    const { summary } = (await admin('GET', '/api/admin/business-summary')).body;
    expect(summary.fill.past).toEqual({ from: '2026-10-25', to: '2026-11-21', published: 3, booked: 2 });
    expect(summary.fill.coming).toEqual({ from: '2026-11-22', to: '2026-12-19', published: 4, booked: 2 });
  });

  it('counts the money still open: refunds owed and payments being reconciled', async () => {
    const { summary } = (await admin('GET', '/api/admin/business-summary')).body;
    expect(summary.refundsOwed).toEqual({ count: 1, sum: 1_500_000 });
    expect(summary.reconciling).toEqual({ count: 1, sum: 1_200_000 });
  });

  it("is the consultant's only", async () => {
    expect((await customerApi('GET', '/api/admin/business-summary')).status).toBe(403);
    expect((await jsonClient(server.url)('GET', '/api/admin/business-summary')).status).toBe(401);
  });
});
