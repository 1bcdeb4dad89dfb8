import { startTestServer, type TestServer } from './support/test-server';
import { signInDirectly, type SignedInUser } from './support/sign-in-directly';
import { insertReservation, insertReservationType } from './support/insert-reservation';
import type { SandboxGateway } from '../../server/modules/booking/adapters/sandbox-gateway';

async function call(server: TestServer, path: string, body: unknown, user?: SignedInUser) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(user ? { cookie: user.cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const minutesAgo = (server: TestServer, minutes: number) => new Date(server.clock.now().getTime() - minutes * 60_000);

describe('payments through the sandbox bank', () => {
  let server: TestServer;
  let sandbox: SandboxGateway;
  let user: SignedInUser;
  let typeId: string;
  let slot = 0;

  beforeAll(async () => {
    server = await startTestServer();
    sandbox = server.deps.booking.gateway as SandboxGateway;
    user = await signInDirectly(server.db);
    typeId = await insertReservationType(server.db, { price: 1_250_000 });
  });
  afterAll(async () => server.close());

  /** Each test books its own slot, so they never collide on the one-calendar index. */
  async function pending(options: { owner?: SignedInUser; minutes?: number; type?: string } = {}) {
    slot += 1;
    return insertReservation(server.db, {
      userId: (options.owner ?? user).id,
      typeId: options.type ?? typeId,
      createdAt: minutesAgo(server, options.minutes ?? 1),
      date: '2026-12-01',
      time: `${String(slot).padStart(2, '0')}:00`,
    });
  }

  async function initiate(reservationId: string, owner = user) {
    const { status, body } = await call(server, '/api/payments/initiate', { reservationId }, owner);
    expect(status).toBe(200);
    const authority = body.paymentUrl.split('/').pop() as string;
    return { paymentUrl: body.paymentUrl as string, authority };
  }

  async function pressAtBank(authority: string, choice: 'pay' | 'cancel') {
    const response = await fetch(`${server.url}/sandbox-bank/${authority}/${choice}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: '',
      redirect: 'manual',
    });
    return response;
  }

  const reservation = (id: string) => server.db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const payment = (authority: string) => server.db.selectFrom('payments').selectAll().where('authority', '=', authority).executeTakeFirstOrThrow();
  const verify = (authority: string, reservationId: string, Status = 'OK', owner = user) =>
    call(server, '/api/payments/verify', { Authority: authority, Status, reservationId }, owner);

  it('initiates with the amount from the database, whatever the client sends, and answers the sandbox page', async () => {
    const id = await pending();
    const { status, body } = await call(server, '/api/payments/initiate', { reservationId: id, amount: 1000, price: 1 }, user);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, paymentUrl: expect.stringMatching(/^\/sandbox-bank\/S[0-9a-f]{36}$/) });
    const authority = body.paymentUrl.split('/').pop();
    expect(await payment(authority)).toMatchObject({ reservation_id: id, amount: 1_250_000, status: 'initiated', gateway: 'sandbox' });
    expect(await sandbox.find(authority)).toMatchObject({ amountTomans: 1_250_000, callbackUrl: `${server.config.publicUrl}/payment/callback` });
  });

  it('refuses to initiate for a visitor who is not signed in, someone else\'s reservation, or a bad id', async () => {
    const id = await pending();
    const stranger = await signInDirectly(server.db);
    expect((await call(server, '/api/payments/initiate', { reservationId: id })).status).toBe(401);
    expect(await call(server, '/api/payments/initiate', { reservationId: id }, stranger)).toEqual({
      status: 404, body: { success: false, message: 'رزرو پیدا نشد' },
    });
    for (const body of [{ reservationId: 'x' }, {}, [], 'null', { reservationId: 12 }]) {
      const answer = await call(server, '/api/payments/initiate', body, user);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await server.db.selectFrom('payments').select('id').where('reservation_id', '=', id).execute()).toEqual([]);
  });

  it('refuses to initiate once the 6-minute hold has lapsed, or for a reservation that is not pending', async () => {
    const lapsed = await pending({ minutes: 6 });
    const answer = await call(server, '/api/payments/initiate', { reservationId: lapsed }, user);
    expect(answer).toEqual({ status: 409, body: { success: false, message: 'مهلت پرداخت این رزرو به پایان رسیده است؛ دوباره زمان را انتخاب کنید' } });
    const cancelled = await pending();
    await server.db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', cancelled).execute();
    expect((await call(server, '/api/payments/initiate', { reservationId: cancelled }, user)).status).toBe(409);
  });

  it('shows the amount on the sandbox page and returns to the callback with Status=OK after pay', async () => {
    const id = await pending();
    const { paymentUrl, authority } = await initiate(id);
    const page = await fetch(`${server.url}${paymentUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('۱٬۲۵۰٬۰۰۰ تومان');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`action="/sandbox-bank/${authority}/pay"`);
    const back = await pressAtBank(authority, 'pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/payment/callback?Authority=${authority}&Status=OK`);
    // pressing cancel afterwards changes nothing: the first choice counts
    expect((await pressAtBank(authority, 'cancel')).headers.get('location')).toContain('Status=OK');
  });

  it('answers 404 for an unknown sandbox authority', async () => {
    expect((await fetch(`${server.url}/sandbox-bank/Snotreal`)).status).toBe(404);
    expect((await pressAtBank('Snotreal', 'pay')).status).toBe(404);
  });

  it('confirms a paid reservation and records the bank reference and card', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    const answer = await verify(authority, id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, refId: expect.stringMatching(/^\d{9}$/) });
    expect((await reservation(id)).status).toBe('confirmed');
    expect(await payment(authority)).toMatchObject({ status: 'paid', ref_id: answer.body.refId, card_pan: '6037-99**-****-1234', failure_reason: null });
  });

  it('settles a payment cancelled at the bank as failed on the bank\'s word, answers 400 and leaves the hold to its customer', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    expect((await pressAtBank(authority, 'cancel')).headers.get('location')).toBe(`/payment/callback?Authority=${authority}&Status=NOK`);
    const answer = await verify(authority, id, 'NOK');
    expect(answer).toEqual({ status: 400, body: { success: false, message: 'پرداخت انجام نشد یا لغو شد؛ اگر مبلغی از حساب شما کم شده باشد، بانک آن را بازمی‌گرداند', reservationTypeId: typeId } });
    expect((await reservation(id)).status).toBe('pending');
    expect(await payment(authority)).toMatchObject({ status: 'failed', gateway_code: -51 });
    // a forged OK after the cancel cannot revive it
    expect((await verify(authority, id, 'OK')).status).toBe(400);
    expect((await reservation(id)).status).toBe('pending');
  });

  it('confirms nothing on a Status=OK before paying, and still confirms once the customer pays', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    const answer = await verify(authority, id, 'OK');
    expect(answer).toEqual({ status: 202, body: { success: true, state: 'checking', message: expect.stringContaining('رزروهای من') } });
    expect((await reservation(id)).status).toBe('pending');
    expect(await payment(authority)).toMatchObject({ status: 'initiated' });
    await pressAtBank(authority, 'pay');
    expect(await verify(authority, id, 'OK')).toMatchObject({ status: 200, body: { state: 'paid' } });
    expect((await reservation(id)).status).toBe('confirmed');
  });

  it('confirms nothing for a made-up authority or one that belongs to another reservation', async () => {
    const id = await pending();
    const other = await pending();
    const { authority } = await initiate(other);
    await pressAtBank(authority, 'pay');
    for (const forged of ['Sdeadbeef', 'A00000000000000000000000000000000001', authority]) {
      const answer = await verify(forged, id);
      expect(answer).toEqual({ status: 400, body: { success: false, message: 'پرداختی با این مشخصات برای این رزرو پیدا نشد', reservationTypeId: typeId } });
    }
    expect((await reservation(id)).status).toBe('pending');
    expect(await payment(authority)).toMatchObject({ status: 'initiated' });
  });

  it('confirms nothing for another user\'s reservation, even with its real paid authority', async () => {
    const owner = await signInDirectly(server.db);
    const id = await pending({ owner });
    const { authority } = await initiate(id, owner);
    await pressAtBank(authority, 'pay');
    const answer = await verify(authority, id, 'OK', user);
    expect(answer).toEqual({ status: 404, body: { success: false, message: 'رزرو پیدا نشد' } });
    expect((await reservation(id)).status).toBe('pending');
    expect(await payment(authority)).toMatchObject({ status: 'initiated' });
    // its owner still gets it confirmed
    expect((await verify(authority, id, 'OK', owner)).status).toBe(200);
  });

  it('answers a replayed verify OK with the same reference and confirms only once', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    const first = await verify(authority, id);
    const confirmedAt = (await reservation(id)).updated_at;
    server.clock.advance(1000);
    const replay = await verify(authority, id);
    expect(replay).toEqual(first);
    expect((await reservation(id)).updated_at).toEqual(confirmedAt);
    // even a replay that says NOK does not undo a verified payment
    expect((await verify(authority, id, 'NOK')).status).toBe(200);
    expect((await payment(authority)).status).toBe('paid');
  });

  it('recovers a payment the bank verified just before the process died: code 101 confirms it once', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    // The bank's answer arrived (100), then the process was killed before the database write.
    const beforeCrash = await sandbox.verify(authority, 1_250_000);
    expect(beforeCrash.outcome).toBe('paid');
    expect(await payment(authority)).toMatchObject({ status: 'initiated' });
    // After the restart the callback page runs verify again; the bank now answers 101.
    expect(await sandbox.verify(authority, 1_250_000)).toMatchObject({ outcome: 'already-verified' });
    const answer = await verify(authority, id);
    expect(answer.status).toBe(200);
    expect(answer.body.refId).toBe((beforeCrash as { refId: string }).refId);
    expect((await reservation(id)).status).toBe('confirmed');
    expect(await payment(authority)).toMatchObject({ status: 'paid', ref_id: answer.body.refId });
  });

  it('settles two racing verifies of one payment exactly once, both answering OK', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    const answers = await Promise.all([verify(authority, id), verify(authority, id), verify(authority, id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await reservation(id)).status).toBe('confirmed');
    expect(await server.db.selectFrom('payments').select('status').where('reservation_id', '=', id).execute()).toEqual([{ status: 'paid' }]);
  });

  it('confirms a payment that arrives after the hold lapsed when the slot is still free', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    server.clock.advance(7 * 60_000);
    expect((await verify(authority, id)).status).toBe(200);
    expect((await reservation(id)).status).toBe('confirmed');
  });

  it('reverses a late payment whose lapsed hold someone else re-booked, and shows the failure', async () => {
    const id = await pending();
    const mine = await reservation(id);
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    server.clock.advance(7 * 60_000);
    // What booking does when another visitor takes the lapsed slot: expire the old hold and insert theirs.
    const rival = await signInDirectly(server.db);
    await server.db.updateTable('reservations').set({ status: 'expired' }).where('id', '=', id).execute();
    const theirs = await insertReservation(server.db, { userId: rival.id, typeId, createdAt: server.clock.now(), date: mine.date, time: mine.time });
    const answer = await verify(authority, id);
    expect(answer).toEqual({ status: 409, body: { success: false, message: 'زمان این رزرو پیش از تأیید پرداخت به شخص دیگری رسید؛ مبلغ به حساب شما بازگردانده می‌شود', reservationTypeId: typeId } });
    expect((await reservation(id)).status).toBe('expired');
    expect((await reservation(theirs)).status).toBe('pending');
    expect(await payment(authority)).toMatchObject({ status: 'reversed', ref_id: expect.any(String), failure_reason: 'slot-lost' });
    expect((await sandbox.find(authority))?.state).toBe('reversed');
    // a replay keeps failing and reverses nothing twice
    expect((await verify(authority, id)).status).toBe(409);
  });

  it('reverses a payment for a reservation that was cancelled meanwhile', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    await server.db.updateTable('reservations').set({ status: 'cancelled', cancel_reason: 'لغو توسط مدیر' }).where('id', '=', id).execute();
    expect((await verify(authority, id)).status).toBe(409);
    expect((await payment(authority)).status).toBe('reversed');
    expect((await reservation(id)).status).toBe('cancelled');
  });

  it('refuses malformed verify bodies in Persian and changes nothing', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    for (const body of [
      {}, [], 'null', '"x"',
      { Authority: authority, Status: 'ok', reservationId: id },
      { Authority: authority, Status: 'OK', reservationId: 'nope' },
      { Authority: `${authority}' OR '1'='1`, Status: 'OK', reservationId: id },
      { Authority: 'x'.repeat(5000), Status: 'OK', reservationId: id },
      { Authority: { $ne: null }, Status: 'OK', reservationId: id },
    ]) {
      const answer = await call(server, '/api/payments/verify', body, user);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await call(server, '/api/payments/verify', { Authority: authority, Status: 'OK', reservationId: id })).status).toBe(401);
    expect((await reservation(id)).status).toBe('pending');
    expect((await payment(authority)).status).toBe('initiated');
  });

  it('books a free type without the bank: initiate answers the callback URL, and its verify confirms', async () => {
    const freeType = await insertReservationType(server.db, { title: 'جلسه آشنایی', price: 0 });
    const id = await pending({ type: freeType });
    const { status, body } = await call(server, '/api/payments/initiate', { reservationId: id }, user);
    expect(status).toBe(200);
    const url = new URL(body.paymentUrl, server.url);
    expect(url.pathname).toBe('/payment/callback');
    expect(url.searchParams.get('Status')).toBe('OK');
    const authority = url.searchParams.get('Authority')!;
    expect(await payment(authority)).toMatchObject({ gateway: 'free', amount: 0, status: 'initiated' });
    const answer = await verify(authority, id);
    expect(answer).toMatchObject({ status: 200, body: { success: true, refId: null } });
    expect((await reservation(id)).status).toBe('confirmed');
    expect((await payment(authority)).status).toBe('paid');
  });
});
