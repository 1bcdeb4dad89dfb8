import { aBooking, noticesKit } from '../../../fakes/server/notices/notices-kit';

const SLOT = { date: '2026-11-30', time: '10:00' };

describe('the sweep of lost tellings, on fakes', () => {
  it('queues the confirmation of a booking the listener never heard of, and nothing more on its next runs', async () => {
    const kit = noticesKit();
    kit.reads.put(aBooking('r1', SLOT, '2026-11-22T06:00:00Z'));
    expect(await kit.run('sweep-missed-notices')).toEqual({ caughtUp: 1 });
    expect(await kit.run('sweep-missed-notices')).toEqual({ caughtUp: 0 });
    expect(kit.keys().filter((key) => key.startsWith('confirmed:r1'))).toHaveLength(4);
  });

  it('queues a lost cancellation with who cancelled and where the money went', async () => {
    const kit = noticesKit();
    kit.reads.put(aBooking('r1', SLOT, '2026-11-20T08:00:00Z'));
    kit.reads.cancel('r1', { by: 'customer', money: 'refund-owed' }, new Date('2026-11-22T07:00:00Z'));
    expect(await kit.run('sweep-missed-notices')).toEqual({ caughtUp: 1 });
    const email = kit.outbox.entries.find((entry) => entry.dedupeKey === 'cancelled:r1:email:customer')!;
    expect(email.body).toContain('این رزرو به درخواست شما لغو شد.');
    expect(email.body).toContain('مبلغ پرداختی را مشاور به شما بازمی‌گرداند.');
  });

  it('leaves alone what the listener already told, and what changed more than a day ago', async () => {
    const kit = noticesKit();
    kit.reads.put(aBooking('told', SLOT, '2026-11-22T08:00:00Z'));
    kit.listener.confirmed('told');
    await kit.listener.settled();
    kit.reads.put(aBooking('old', { date: '2026-11-30', time: '11:00' }, '2026-11-21T08:00:00Z'));
    expect(await kit.run('sweep-missed-notices')).toEqual({ caughtUp: 0 });
    expect(kit.keys().some((key) => key.includes(':old:'))).toBe(false);
  });

  it('queues only the parts of an occasion that were lost (the customer e-mail), never a second copy of the rest', async () => {
    const kit = noticesKit();
    kit.reads.put(aBooking('r1', SLOT, '2026-11-22T08:00:00Z'));
    kit.listener.confirmed('r1');
    await kit.listener.settled();
    kit.outbox.entries.splice(
      kit.outbox.entries.findIndex((entry) => entry.dedupeKey === 'confirmed:r1:email:customer'),
      1,
    );
    expect(await kit.run('sweep-missed-notices')).toEqual({ caughtUp: 1 });
    expect(kit.keys()).toEqual([...new Set(kit.keys())]);
    expect(kit.keys()).toHaveLength(4);
  });
});
