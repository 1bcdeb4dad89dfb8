import { startTestServer, type TestServer } from '../support/test-server';
import { seedDemoSiteProfile } from '../../../server/seed/seed-demo-content';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertReservationType } from '../support/insert-reservation';
import type { PaymentStatus } from '../../../server/db/tables/money-tables';

describe('GET /api/reservations/:id/receipt', () => {
  let server: TestServer;
  let owner: SignedInUser;
  let typeId: string;

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
    // the receipt names the consultant the site's profile names: the demo one here
    await seedDemoSiteProfile(server.db, server.clock.now());
    owner = await signInDirectly(server.db);
    typeId = await insertReservationType(server.db, { title: 'مشاوره مالیاتی', price: 1_250_000 });
  });
  afterAll(async () => server.close());

  const receiptOf = (id: string, as: SignedInUser | null) =>
    fetch(`${server.url}/api/reservations/${id}/receipt`, { headers: as ? { cookie: as.cookie } : {} });

  /** A booking with a payment the bank settled as `status`, its card masked as the bank gave it. Each test's booking starts an hour or more from the others': one calendar keeps live sessions apart. */
  async function paidBooking(
    time: string,
    status: PaymentStatus = 'paid',
    reservationStatus: 'confirmed' | 'cancelled' = 'confirmed',
  ): Promise<string> {
    const id = await insertReservation(server.db, { userId: owner.id, typeId, date: '2026-11-30', time, status: reservationStatus });
    const payment = await server.db
      .insertInto('payments')
      .values({
        reservation_id: id,
        gateway: 'zarinpal',
        authority: `A${time.replace(':', '')}${status}`,
        amount: 1_250_000,
        status,
        ref_id: '201',
        card_pan: '603799******1234',
        paid_at: new Date('2026-11-22T08:03:00Z'),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('reservations').set({ payment_id: payment.id }).where('id', '=', id).execute();
    return id;
  }

  it('gives the customer the receipt of their paid booking, privately and never cached', async () => {
    const id = await paidBooking('09:00');
    const response = await receiptOf(id, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await response.json()).receipt).toEqual({
      reservationId: id,
      consultantName: 'مهدی رستگار',
      typeTitle: 'مشاوره مالیاتی',
      date: '2026-11-30',
      time: '09:00',
      amount: 1_250_000,
      refId: '201',
      cardPan: '603799******1234',
      paidAt: '2026-11-22T08:03:00.000Z',
      paymentStatus: 'paid',
    });
  });

  it('shows the card only as masked as the bank gave it, never a full card number', async () => {
    const id = await paidBooking('15:00');
    const body = await (await receiptOf(id, owner)).text();
    expect(body).not.toMatch(/\d{16}/);
    expect(body).toContain('603799******1234');
  });

  it('answers 404 to another signed-in customer, exactly as for an unknown booking', async () => {
    const id = await paidBooking('16:00');
    const stranger = await signInDirectly(server.db);
    const theirs = await receiptOf(id, stranger);
    const unknown = await receiptOf('0b6a3a4e-0000-4000-8000-000000000000', stranger);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await unknown.json());
    expect((await receiptOf('not-an-id', owner)).status).toBe(404);
  });

  it('refuses an unpaid booking with a Persian reason', async () => {
    const id = await insertReservation(server.db, {
      userId: owner.id,
      typeId,
      date: '2026-11-30',
      time: '11:00',
      status: 'pending',
      createdAt: new Date('2026-11-22T08:29:00Z'),
    });
    const response = await receiptOf(id, owner);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'برای این رزرو پرداختی انجام نشده است؛ رسید فقط برای رزرو پرداخت‌شده صادر می‌شود',
    });
  });

  it('refuses a payment the bank never settled (failed)', async () => {
    const id = await paidBooking('11:30', 'failed', 'cancelled');
    expect((await receiptOf(id, owner)).status).toBe(409);
  });

  it('keeps the receipt of a payment that was later reversed, with its state', async () => {
    const id = await paidBooking('12:00', 'reversed', 'cancelled');
    const response = await receiptOf(id, owner);
    expect(response.status).toBe(200);
    expect((await response.json()).receipt).toMatchObject({ paymentStatus: 'reversed', refId: '201' });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const id = await paidBooking('13:00');
    expect((await receiptOf(id, null)).status).toBe(401);
  });
});
