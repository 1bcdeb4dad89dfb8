import { aBooking, noticesKit } from '../../../fakes/server/notices/notices-kit';

const SLOT = { date: '2026-11-30', time: '10:00' };

describe('the booking notices listener, on fakes', () => {
  it('queues a confirmation once though it is told twice: to the customer by SMS and e-mail, to the consultant', async () => {
    const kit = noticesKit();
    kit.reads.put(aBooking('r1', SLOT, '2026-11-22T08:00:00Z'));
    kit.listener.confirmed('r1');
    kit.listener.confirmed('r1');
    await kit.listener.settled();
    expect(kit.keys()).toEqual([
      'confirmed:r1:email:consultant:consultant@example.com',
      'confirmed:r1:email:customer',
      'confirmed:r1:sms:consultant:09350000000',
      'confirmed:r1:sms:customer',
    ]);
    await kit.deliver();
    expect(kit.sms.sent.filter((sms) => sms.to === '09121234567')).toHaveLength(1);
    expect(kit.email.sent.find((mail) => mail.to === 'narges@example.com')!.attachments![0].filename).toBe('booking.ics');
  });

  it('sends no SMS to a customer without a mobile, only the e-mail', async () => {
    const kit = noticesKit();
    kit.reads.put(aBooking('r1', SLOT, '2026-11-22T08:00:00Z', { customer: { name: 'علی', email: 'ali@example.com', mobile: null } }));
    kit.listener.confirmed('r1');
    await kit.listener.settled();
    expect(kit.keys().filter((key) => key.endsWith(':customer'))).toEqual(['confirmed:r1:email:customer']);
  });

  it('tells a cancellation once, with what happens to the money', async () => {
    const kit = noticesKit();
    kit.reads.put(aBooking('r1', SLOT, '2026-11-20T08:00:00Z'));
    kit.reads.cancel('r1', { by: 'consultant', money: 'reversed' }, kit.clock.now());
    kit.listener.cancelled('r1', 'consultant', 'reversed');
    kit.listener.cancelled('r1', 'consultant', 'reversed');
    await kit.listener.settled();
    const toCustomer = kit.outbox.entries.filter((entry) => entry.recipient === '09121234567');
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0].body).toContain('توسط مشاور لغو شد. مبلغ پرداختی به کارت شما بازگردانده شد.');
    expect(kit.keys().filter((key) => key.startsWith('cancelled:r1'))).toHaveLength(4);
  });

  it('queues nothing when told of a confirmation the booking no longer stands by (cancelled since)', async () => {
    const kit = noticesKit();
    kit.reads.put(aBooking('r1', SLOT, '2026-11-22T08:00:00Z', { status: 'cancelled' }));
    kit.listener.confirmed('r1');
    await kit.listener.settled();
    expect(kit.keys()).toEqual([]);
  });

  it('tells each move of a booking once, naming the new time in its key', async () => {
    const kit = noticesKit();
    kit.reads.put(aBooking('r1', SLOT, '2026-11-20T08:00:00Z'));
    kit.reads.move('r1', { date: '2026-12-01', time: '11:00' }, kit.clock.now());
    kit.listener.moved('r1', SLOT);
    kit.listener.moved('r1', SLOT);
    await kit.listener.settled();
    kit.reads.move('r1', { date: '2026-12-02', time: '09:00' }, kit.clock.now());
    kit.listener.moved('r1', { date: '2026-12-01', time: '11:00' });
    await kit.listener.settled();
    expect(kit.keys()).toEqual([
      'moved:r1:2026-12-01T11:00:email:customer',
      'moved:r1:2026-12-01T11:00:sms:customer',
      'moved:r1:2026-12-02T09:00:email:customer',
      'moved:r1:2026-12-02T09:00:sms:customer',
    ]);
    expect(kit.outbox.entries.find((entry) => entry.dedupeKey === 'moved:r1:2026-12-02T09:00:sms:customer')!.body).toContain(
      'از ۱۴۰۵/۰۹/۱۰ ساعت ۱۱:۰۰ به ۱۴۰۵/۰۹/۱۱ ساعت ۰۹:۰۰',
    );
  });

  it('never throws at the booking when the database fails: it logs, and the sweep queues the lost messages once', async () => {
    const kit = noticesKit();
    kit.reads.put(aBooking('r1', SLOT, '2026-11-22T08:00:00Z'));
    kit.reads.failNext(1);
    expect(() => kit.listener.confirmed('r1')).not.toThrow();
    await kit.listener.settled();
    expect(kit.keys()).toEqual([]);
    expect(kit.log.warnings()).toEqual(['booking messages could not be queued; the sweep will catch up']);

    expect(await kit.run('sweep-missed-notices')).toEqual({ caughtUp: 1 });
    expect(kit.keys()).toHaveLength(4);
    expect(await kit.run('sweep-missed-notices')).toEqual({ caughtUp: 0 });
    expect(kit.keys()).toHaveLength(4);
  });

  it('keeps the booking going when the outbox cannot store: the message is logged as not queued, the sweep catches up later', async () => {
    const kit = noticesKit();
    kit.reads.put(aBooking('r1', SLOT, '2026-11-22T08:00:00Z'));
    kit.outbox.failWith = new Error('disk full');
    kit.listener.confirmed('r1');
    await kit.listener.settled();
    expect(kit.log.warnings()).toContain('message could not be queued');
    kit.outbox.failWith = null;
    expect(await kit.run('sweep-missed-notices')).toEqual({ caughtUp: 1 });
    expect(kit.keys()).toHaveLength(4);
  });
});
