import { signInDirectly } from '../support/sign-in-directly';
import { insertReservationType } from '../support/insert-reservation';
import { call, usePaymentsServer } from './payments-world';

describe('going to the sandbox bank', () => {
  const w = usePaymentsServer();
  const { pending, initiate, pressAtBank, reservation, payment, verify } = w;

  it('initiates with the amount from the database, whatever the client sends, and answers the sandbox page', async () => {
    const id = await pending();
    const { status, body } = await call(w.server, '/api/payments/initiate', { reservationId: id, amount: 1000, price: 1 }, w.user);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, paymentUrl: expect.stringMatching(/^\/sandbox-bank\/S[0-9a-f]{36}$/) });
    const authority = body.paymentUrl.split('/').pop();
    expect(await payment(authority)).toMatchObject({ reservation_id: id, amount: 1_250_000, status: 'initiated', gateway: 'sandbox' });
    expect(await w.server.deps.booking.sandboxBank!.find(authority)).toMatchObject({
      amountTomans: 1_250_000,
      callbackUrl: `${w.server.config.publicUrl}/payment/callback`,
    });
  });

  it("refuses to initiate for a visitor who is not signed in, someone else's reservation, or a bad id", async () => {
    const id = await pending();
    const stranger = await signInDirectly(w.server.db);
    expect((await call(w.server, '/api/payments/initiate', { reservationId: id })).status).toBe(401);
    expect(await call(w.server, '/api/payments/initiate', { reservationId: id }, stranger)).toEqual({
      status: 404,
      body: { success: false, message: 'رزرو پیدا نشد' },
    });
    for (const body of [{ reservationId: 'x' }, {}, [], 'null', { reservationId: 12 }]) {
      const answer = await call(w.server, '/api/payments/initiate', body, w.user);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await w.server.db.selectFrom('payments').select('id').where('reservation_id', '=', id).execute()).toEqual([]);
  });

  it('refuses to initiate once the 6-minute hold has lapsed, or for a reservation that is not pending', async () => {
    const lapsed = await pending({ minutes: 6 });
    const answer = await call(w.server, '/api/payments/initiate', { reservationId: lapsed }, w.user);
    expect(answer).toEqual({
      status: 409,
      body: { success: false, message: 'مهلت پرداخت این رزرو به پایان رسیده است؛ دوباره زمان را انتخاب کنید' },
    });
    const cancelled = await pending();
    await w.server.db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', cancelled).execute();
    expect((await call(w.server, '/api/payments/initiate', { reservationId: cancelled }, w.user)).status).toBe(409);
  });

  it('shows the amount on the sandbox page and returns to the callback with Status=OK after pay', async () => {
    const id = await pending();
    const { paymentUrl, authority } = await initiate(id);
    const page = await fetch(`${w.server.url}${paymentUrl}`);
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
    expect((await fetch(`${w.server.url}/sandbox-bank/Snotreal`)).status).toBe(404);
    expect((await pressAtBank('Snotreal', 'pay')).status).toBe(404);
  });

  it('books a free type without the bank: initiate answers the callback URL, and its verify confirms', async () => {
    const freeType = await insertReservationType(w.server.db, { title: 'جلسه آشنایی', price: 0 });
    const id = await pending({ type: freeType });
    const { status, body } = await call(w.server, '/api/payments/initiate', { reservationId: id }, w.user);
    expect(status).toBe(200);
    const url = new URL(body.paymentUrl, w.server.url);
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
