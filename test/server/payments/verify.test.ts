import { signInDirectly } from '../support/sign-in-directly';
import { call, usePaymentsServer } from './payments-world';

describe('coming back from the sandbox bank', () => {
  const w = usePaymentsServer();
  const { pending, initiate, pressAtBank, reservation, payment, verify } = w;

  it('confirms a paid reservation and records the bank reference and card', async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    await pressAtBank(authority, 'pay');
    const answer = await verify(authority, id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, refId: expect.stringMatching(/^\d{9}$/) });
    expect((await reservation(id)).status).toBe('confirmed');
    expect(await payment(authority)).toMatchObject({
      status: 'paid',
      ref_id: answer.body.refId,
      card_pan: '6037-99**-****-1234',
      failure_reason: null,
    });
  });

  it("settles a payment cancelled at the bank as failed on the bank's word, answers 400 and leaves the hold to its customer", async () => {
    const id = await pending();
    const { authority } = await initiate(id);
    expect((await pressAtBank(authority, 'cancel')).headers.get('location')).toBe(`/payment/callback?Authority=${authority}&Status=NOK`);
    const answer = await verify(authority, id, 'NOK');
    expect(answer).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'پرداخت انجام نشد یا لغو شد؛ اگر مبلغی از حساب شما کم شده باشد، بانک آن را بازمی‌گرداند',
        reservationTypeId: w.typeId,
      },
    });
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
      expect(answer).toEqual({
        status: 400,
        body: { success: false, message: 'پرداختی با این مشخصات برای این رزرو پیدا نشد', reservationTypeId: w.typeId },
      });
    }
    expect((await reservation(id)).status).toBe('pending');
    expect(await payment(authority)).toMatchObject({ status: 'initiated' });
  });

  it("confirms nothing for another user's reservation, even with its real paid authority", async () => {
    const owner = await signInDirectly(w.server.db);
    const id = await pending({ owner });
    const { authority } = await initiate(id, owner);
    await pressAtBank(authority, 'pay');
    const answer = await verify(authority, id, 'OK', w.user);
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
    w.server.clock.advance(1000);
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
    const chosen = w.server.deps.booking.gateway;
    const bank = 'current' in chosen ? await chosen.current() : chosen;
    const beforeCrash = await bank.verify(authority, 1_250_000);
    expect(beforeCrash.outcome).toBe('paid');
    expect(await payment(authority)).toMatchObject({ status: 'initiated' });
    // After the restart the callback page runs verify again; the bank now answers 101.
    expect(await bank.verify(authority, 1_250_000)).toMatchObject({ outcome: 'already-verified' });
    const answer = await verify(authority, id);
    expect(answer.status).toBe(200);
    expect(answer.body.refId).toBe((beforeCrash as { refId: string }).refId);
    expect((await reservation(id)).status).toBe('confirmed');
    expect(await payment(authority)).toMatchObject({ status: 'paid', ref_id: answer.body.refId });
  });
});
