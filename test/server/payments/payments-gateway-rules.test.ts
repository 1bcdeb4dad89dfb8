import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, TEST_MOBILE, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertReservationType } from '../support/insert-reservation';
import { ScriptedPaymentGateway } from '../support/scripted-payment-gateway';

async function call(server: TestServer, path: string, body: unknown, user: SignedInUser) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: user.cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('payments against a scripted gateway', () => {
  let server: TestServer;
  let gateway: ScriptedPaymentGateway;
  let user: SignedInUser;
  let typeId: string;
  let slot = 0;

  beforeAll(async () => {
    server = await startTestServer({
      dependencies: (deps) => ({ ...deps, booking: { ...deps.booking, gateway: (gateway = new ScriptedPaymentGateway()) } }),
    });
    user = await signInDirectly(server.db);
    typeId = await insertReservationType(server.db, { price: 480_000 });
  });
  afterAll(async () => server.close());
  beforeEach(() => {
    gateway.unreachable = false;
    gateway.reverseResult = { outcome: 'reversed', code: 100, message: 'Reversed' };
    gateway.inquiry = { state: 'in-bank', code: 100, message: 'Success' };
    gateway.verification = { outcome: 'paid', refId: '123456789', cardPan: '6037-99**-****-1234', code: 100, message: 'Paid' };
  });

  async function pending(minutes = 1) {
    slot += 1;
    return insertReservation(server.db, {
      userId: user.id,
      typeId,
      createdAt: new Date(server.clock.now().getTime() - minutes * 60_000),
      date: '2026-12-02',
      time: `${String(slot).padStart(2, '0')}:30`,
    });
  }
  async function initiate(reservationId: string) {
    const answer = await call(server, '/api/payments/initiate', { reservationId }, user);
    expect(answer.status).toBe(200);
    return answer.body.paymentUrl.split('/').pop() as string;
  }
  const verify = (Authority: string, reservationId: string, extra: object = {}) =>
    call(server, '/api/payments/verify', { Authority, Status: 'OK', reservationId, ...extra }, user);
  const statusOf = async (id: string) =>
    (await server.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const paymentOf = (authority: string) =>
    server.db.selectFrom('payments').selectAll().where('authority', '=', authority).executeTakeFirstOrThrow();

  it('asks the bank with the public callback URL, a description, the reservation as order id and the customer’s mobile', async () => {
    const id = await pending();
    await initiate(id);
    expect(gateway.requests.at(-1)).toEqual({
      amountTomans: 480_000,
      callbackUrl: `${server.config.publicUrl}/payment/callback`,
      description: expect.stringContaining('مشاوره مالیاتی'),
      metadata: { orderId: id, email: user.email, mobile: TEST_MOBILE },
    });
  });

  it('verifies with the amount and authority recorded at initiate, never a client-sent amount', async () => {
    const id = await pending();
    const authority = await initiate(id);
    // the price changes after initiate, and the client claims another amount: neither counts
    await server.db.updateTable('reservations').set({ price: 1 }).where('id', '=', id).execute();
    expect((await verify(authority, id, { amount: 1, Amount: 1 })).status).toBe(200);
    expect(gateway.verifies.at(-1)).toEqual({ authority, amountTomans: 480_000 });
  });

  it('answers 502 when the bank cannot be reached at initiate, records the refusal in the ledger, and lets the customer try again', async () => {
    const id = await pending();
    gateway.unreachable = true;
    const answer = await call(server, '/api/payments/initiate', { reservationId: id }, user);
    expect(answer).toEqual({ status: 502, body: { success: false, message: 'ارتباط با درگاه پرداخت برقرار نشد؛ لطفاً دوباره تلاش کنید' } });
    expect(await server.db.selectFrom('payments').select('id').where('reservation_id', '=', id).execute()).toEqual([]);
    expect(
      await server.db
        .selectFrom('payment_events')
        .select(['kind', 'actor'])
        .where('reservation_id', '=', id)
        .where('kind', '=', 'initiate-refused')
        .execute(),
    ).toEqual([{ kind: 'initiate-refused', actor: 'bank' }]);
    gateway.unreachable = false;
    expect((await call(server, '/api/payments/initiate', { reservationId: id }, user)).status).toBe(200);
  });

  it('keeps the payment open when the bank cannot be reached at verify, so a retry confirms it', async () => {
    const id = await pending();
    const authority = await initiate(id);
    gateway.unreachable = true;
    expect(await verify(authority, id)).toMatchObject({ status: 202, body: { success: true, state: 'checking' } });
    expect(await paymentOf(authority)).toMatchObject({ status: 'initiated' });
    expect(await statusOf(id)).toBe('pending');
    gateway.unreachable = false;
    expect((await verify(authority, id)).status).toBe(200);
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('settles as failed only when the bank says not paid and its inquiry agrees, recording the code and reason', async () => {
    const id = await pending();
    const authority = await initiate(id);
    gateway.verification = {
      outcome: 'not-paid',
      kind: 'final',
      code: -51,
      message: 'Session is not valid, session is not active paid try.',
    };
    gateway.inquiry = { state: 'failed', code: 100, message: 'Success' };
    expect((await verify(authority, id)).status).toBe(400);
    expect(await paymentOf(authority)).toMatchObject({
      status: 'failed',
      gateway_code: -51,
      failure_reason: 'Session is not valid, session is not active paid try.',
    });
    expect(await statusOf(id)).toBe('pending');
  });

  it('leaves a "not paid" payment open while the customer is still on the bank\'s page', async () => {
    const id = await pending();
    const authority = await initiate(id);
    gateway.verification = {
      outcome: 'not-paid',
      kind: 'final',
      code: -51,
      message: 'Session is not valid, session is not active paid try.',
    };
    expect((await verify(authority, id)).status).toBe(202);
    expect(gateway.inquiries).toContain(authority);
    expect(await paymentOf(authority)).toMatchObject({ status: 'initiated' });
  });

  it('counts code 101 as paid for an authority our record ties to the reservation', async () => {
    const id = await pending();
    const authority = await initiate(id);
    gateway.verification = { outcome: 'already-verified', refId: '987654321', cardPan: null, code: 101, message: 'Verified' };
    expect(await verify(authority, id)).toMatchObject({ status: 200, body: { refId: '987654321' } });
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('never asks the bank about an authority it did not issue for this reservation', async () => {
    const id = await pending();
    await initiate(id);
    const asked = gateway.verifies.length;
    gateway.verification = { outcome: 'already-verified', refId: '1', cardPan: null, code: 101, message: 'Verified' };
    expect((await verify('A000000000000000000000000000000000999', id)).status).toBe(400);
    expect(gateway.verifies.length).toBe(asked);
    expect(await statusOf(id)).toBe('pending');
  });

  it('flags a late payment for refund when the bank refuses the reversal', async () => {
    const id = await pending();
    const authority = await initiate(id);
    await server.db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', id).execute();
    gateway.reverseResult = { outcome: 'refused', kind: 'final', code: -63, message: 'Maximum time for reverse this session is expired.' };
    expect((await verify(authority, id)).status).toBe(409);
    expect(gateway.reversals).toContain(authority);
    expect(await paymentOf(authority)).toMatchObject({
      status: 'refund_required',
      ref_id: '123456789',
      gateway_code: -63,
      failure_reason: 'slot-lost',
      check_after: null,
    });
  });

  it('keeps one active reservation per slot when a verify races another visitor re-booking the lapsed slot', async () => {
    for (let round = 0; round < 6; round += 1) {
      const id = await pending();
      const live = await initiate(id);
      // the visitor pays slowly: the hold lapses before the callback arrives
      await server.db
        .updateTable('reservations')
        .set({ created_at: new Date(server.clock.now().getTime() - 7 * 60_000) })
        .where('id', '=', id)
        .execute();
      const mine = await server.db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const rival = await signInDirectly(server.db);
      // What booking does: expire the lapsed hold and insert the new one in one transaction.
      const rebook = server.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('reservations')
            .set({ status: 'expired' })
            .where('date', '=', mine.date)
            .where('time', '=', mine.time)
            .where('status', '=', 'pending')
            .execute();
          await trx
            .insertInto('reservations')
            .values({
              user_id: rival.id,
              reservation_type_id: typeId,
              date: mine.date,
              time: mine.time,
              status: 'pending',
              price: 480_000,
              created_at: server.clock.now(),
              updated_at: server.clock.now(),
            })
            .execute();
        })
        .then(
          () => 'rebooked',
          () => 'refused',
        );
      const [answer, rebooked] = await Promise.all([verify(live, id), rebook]);
      const active = await server.db
        .selectFrom('reservations')
        .select(['id', 'status'])
        .where('date', '=', mine.date)
        .where('time', '=', mine.time)
        .where('status', 'in', ['pending', 'confirmed'])
        .execute();
      expect(active).toHaveLength(1);
      const payment = await paymentOf(live);
      if (answer.status === 200) {
        expect(active[0]).toEqual({ id, status: 'confirmed' });
        expect(payment.status).toBe('paid');
        expect(rebooked).toBe('refused');
      } else {
        expect(answer.status).toBe(409);
        expect(active[0].id).not.toBe(id);
        expect(payment.status).toBe('reversed');
        expect(rebooked).toBe('rebooked');
      }
    }
  });
});
