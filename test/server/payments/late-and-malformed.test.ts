import { signInDirectly } from '../support/sign-in-directly';
import { insertReservation } from '../support/insert-reservation';
import { call, usePaymentsServer } from './payments-world';

describe('late, racing and malformed payments at the sandbox bank', () => {
  const w = usePaymentsServer();
  const { pending, initiate, pressAtBank, reservation, payment, verify } = w;

  it('settles two racing verifies of one payment exactly once, both answering OK', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    const answers = await Promise.all([verify(authority, id), verify(authority, id), verify(authority, id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await reservation(id)).status).toBe('confirmed');
    expect(await w.server.db.selectFrom('payments').select('status').where('reservation_id', '=', id).execute()).toEqual([
      { status: 'paid' },
    ]);
  });

  it('confirms a payment that arrives after the hold lapsed when the slot is still free', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    w.server.clock.advance(7 * 60_000);
    expect((await verify(authority, id)).status).toBe(200);
    expect((await reservation(id)).status).toBe('confirmed');
  });

  it('reverses a late payment whose lapsed hold someone else re-booked, and shows the failure', async () => {
    const id = await pending();
    const mine = await reservation(id);
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    w.server.clock.advance(7 * 60_000);
    // What booking does when another visitor takes the lapsed slot: expire the old hold and insert theirs.
    const rival = await signInDirectly(w.server.db);
    await w.server.db.updateTable('reservations').set({ status: 'expired' }).where('id', '=', id).execute();
    const theirs = await insertReservation(w.server.db, {
      userId: rival.id,
      typeId: w.typeId,
      createdAt: w.server.clock.now(),
      date: mine.date,
      time: mine.time,
    });
    const answer = await verify(authority, id);
    expect(answer).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'زمان این رزرو پیش از تأیید پرداخت به شخص دیگری رسید؛ مبلغ به حساب شما بازگردانده می‌شود',
        reservationTypeId: w.typeId,
      },
    });
    expect((await reservation(id)).status).toBe('expired');
    expect((await reservation(theirs)).status).toBe('pending');
    expect(await payment(authority)).toMatchObject({ status: 'reversed', ref_id: expect.any(String), failure_reason: 'slot-lost' });
    expect((await w.server.deps.booking.sandboxBank!.find(authority))?.state).toBe('reversed');
    // a replay keeps failing and reverses nothing twice
    expect((await verify(authority, id)).status).toBe(409);
  });

  it('reverses a payment for a reservation that was cancelled meanwhile', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    await w.server.db
      .updateTable('reservations')
      .set({ status: 'cancelled', cancel_reason: 'لغو توسط مدیر' })
      .where('id', '=', id)
      .execute();
    expect((await verify(authority, id)).status).toBe(409);
    expect((await payment(authority)).status).toBe('reversed');
    expect((await reservation(id)).status).toBe('cancelled');
  });

  it('refuses malformed verify bodies in Persian and changes nothing', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    for (const body of [
      {},
      [],
      'null',
      '"x"',
      { Authority: authority, Status: 'ok', reservationId: id },
      { Authority: authority, Status: 'OK', reservationId: 'nope' },
      { Authority: `${authority}' OR '1'='1`, Status: 'OK', reservationId: id },
      { Authority: 'x'.repeat(5000), Status: 'OK', reservationId: id },
      { Authority: { $ne: null }, Status: 'OK', reservationId: id },
    ]) {
      const answer = await call(w.server, '/api/payments/verify', body, w.user);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await call(w.server, '/api/payments/verify', { Authority: authority, Status: 'OK', reservationId: id })).status).toBe(401);
    expect((await reservation(id)).status).toBe('pending');
    expect((await payment(authority)).status).toBe('initiated');
  });
});
