import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertReservationType } from '../support/insert-reservation';

/** types made straight in the database are online with no link yet (the column's default) */
const ONLINE_NO_LINK = { mode: 'online', meetingLink: null };

describe('GET /api/reservations/mine', () => {
  let server: TestServer;
  let user: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-11-22T08:30:00Z' });
    user = await signInDirectly(server.db);
  });
  afterAll(async () => server.close());

  const at = (iso: string) => new Date(iso);

  it("lists only the user's reservations, newest first, with the spec's fields and honest statuses", async () => {
    const typeId = await insertReservationType(server.db, { title: 'مشاوره مالیاتی', price: 1_250_000 });
    const freeId = await insertReservationType(server.db, { title: 'جلسه آشنایی', price: 0 });
    const confirmed = await insertReservation(server.db, {
      userId: user.id,
      typeId,
      createdAt: at('2026-11-20T08:00:00Z'),
      date: '2026-11-30',
      time: '09:00',
      status: 'confirmed',
    });
    await server.db
      .insertInto('payments')
      .values({
        reservation_id: confirmed,
        gateway: 'sandbox',
        authority: 'Sfailedfirst',
        amount: 1_250_000,
        status: 'failed',
        updated_at: at('2026-11-20T08:01:00Z'),
      })
      .execute();
    const paid = await server.db
      .insertInto('payments')
      .values({
        reservation_id: confirmed,
        gateway: 'sandbox',
        authority: 'Spaidsecond',
        amount: 1_250_000,
        status: 'paid',
        ref_id: '556677889',
        card_pan: '6037-99**-****-1234',
        paid_at: at('2026-11-20T08:03:00Z'),
        updated_at: at('2026-11-20T08:03:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('reservations').set({ payment_id: paid.id }).where('id', '=', confirmed).execute();
    const cancelled = await insertReservation(server.db, {
      userId: user.id,
      typeId: freeId,
      createdAt: at('2026-11-21T08:00:00Z'),
      date: '2026-11-29',
      time: '11:00',
      status: 'cancelled',
    });
    await server.db.updateTable('reservations').set({ cancel_reason: 'لغو به درخواست مشاور' }).where('id', '=', cancelled).execute();
    const lapsed = await insertReservation(server.db, {
      userId: user.id,
      typeId,
      createdAt: at('2026-11-22T08:20:00Z'),
      date: '2026-12-01',
      time: '10:00',
    });
    const live = await insertReservation(server.db, {
      userId: user.id,
      typeId,
      createdAt: at('2026-11-22T08:28:00Z'),
      date: '2026-12-01',
      time: '12:00',
    });
    const stranger = await signInDirectly(server.db);
    await insertReservation(server.db, {
      userId: stranger.id,
      typeId,
      createdAt: at('2026-11-22T08:29:00Z'),
      date: '2026-12-03',
      time: '12:00',
    });

    const response = await fetch(`${server.url}/api/reservations/mine`, { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.reservations).toEqual([
      {
        _id: live,
        reservationTypeId: typeId,
        title: 'مشاوره مالیاتی',
        date: '2026-12-01',
        timeSlot: '12:00',
        sessionMinutes: 60,
        price: 1_250_000,
        status: 'pending',
        createdAt: '2026-11-22T08:28:00.000Z',
        cancelReason: null,
        paymentRefId: null,
        payment: null,
        session: ONLINE_NO_LINK,
      },
      {
        _id: lapsed,
        reservationTypeId: typeId,
        title: 'مشاوره مالیاتی',
        date: '2026-12-01',
        timeSlot: '10:00',
        sessionMinutes: 60,
        price: 1_250_000,
        status: 'expired',
        createdAt: '2026-11-22T08:20:00.000Z',
        cancelReason: null,
        paymentRefId: null,
        payment: null,
        session: ONLINE_NO_LINK,
      },
      {
        _id: cancelled,
        reservationTypeId: freeId,
        title: 'جلسه آشنایی',
        date: '2026-11-29',
        timeSlot: '11:00',
        sessionMinutes: 60,
        price: 0,
        status: 'cancelled',
        createdAt: '2026-11-21T08:00:00.000Z',
        cancelReason: 'لغو به درخواست مشاور',
        paymentRefId: null,
        payment: null,
        session: ONLINE_NO_LINK,
      },
      {
        _id: confirmed,
        reservationTypeId: typeId,
        title: 'مشاوره مالیاتی',
        date: '2026-11-30',
        timeSlot: '09:00',
        sessionMinutes: 60,
        price: 1_250_000,
        status: 'confirmed',
        createdAt: '2026-11-20T08:00:00.000Z',
        cancelReason: null,
        paymentRefId: '556677889',
        payment: {
          status: 'paid',
          amount: 1_250_000,
          refId: '556677889',
          cardPan: '6037-99**-****-1234',
          paidAt: '2026-11-20T08:03:00.000Z',
        },
        session: ONLINE_NO_LINK,
      },
    ]);
  });

  it('shows a pending reservation as expired once its 6 minutes pass', async () => {
    server.clock.set('2026-11-22T08:34:00Z');
    const body = await (await fetch(`${server.url}/api/reservations/mine`, { headers: { cookie: user.cookie } })).json();
    expect(body.reservations[0].status).toBe('expired');
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await fetch(`${server.url}/api/reservations/mine`);
    expect(response.status).toBe(401);
    expect((await response.json()).success).toBe(false);
  });
});
