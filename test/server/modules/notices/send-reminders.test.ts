import { aBooking, noticesKit } from '../../../fakes/server/notices/notices-kit';

// 2026-11-23 12:00 in Tehran (UTC+03:30) is 08:30 UTC
const TOMORROW_NOON = { date: '2026-11-23', time: '12:00' };
const AT = (utc: string) => `2026-11-${utc}Z`;
const reminderKeys = (kit: ReturnType<typeof noticesKit>) => kit.keys().filter((key) => key.startsWith('reminder'));

describe('the reminders job, on fakes', () => {
  it('sends the 24-hour reminder once it is due, once however often the job runs, then the 1-hour one once', async () => {
    const kit = noticesKit({ now: AT('22T08:00:00') });
    kit.reads.put(aBooking('r1', TOMORROW_NOON, AT('20T08:00:00')));
    expect(await kit.run('send-reminders')).toEqual({ queued: 0 });
    kit.clock.set(AT('22T08:31:00'));
    expect(await kit.run('send-reminders')).toEqual({ queued: 2 });
    expect(await kit.run('send-reminders')).toEqual({ queued: 0 });
    expect(reminderKeys(kit)).toEqual(['reminder-24h:r1:2026-11-23T12:00:email:customer', 'reminder-24h:r1:2026-11-23T12:00:sms:customer']);
    kit.clock.set(AT('23T07:45:00'));
    expect(await kit.run('send-reminders')).toEqual({ queued: 2 });
    expect(await kit.run('send-reminders')).toEqual({ queued: 0 });
    expect(reminderKeys(kit)).toHaveLength(4);
    expect(kit.outbox.entries.find((entry) => entry.dedupeKey === 'reminder-1h:r1:2026-11-23T12:00:sms:customer')!.body).toContain(
      'یک ساعت دیگر',
    );
  });

  it('sends no 24-hour reminder for a booking confirmed less than 24 hours before it, only the 1-hour one', async () => {
    const kit = noticesKit({ now: AT('22T10:00:00') });
    kit.reads.put(aBooking('r1', TOMORROW_NOON, AT('22T10:00:00')));
    kit.clock.set(AT('22T10:01:00'));
    expect(await kit.run('send-reminders')).toEqual({ queued: 0 });
    kit.clock.set(AT('23T07:31:00'));
    expect(await kit.run('send-reminders')).toEqual({ queued: 2 });
    expect(reminderKeys(kit).every((key) => key.startsWith('reminder-1h'))).toBe(true);
  });

  it('sends only the 1-hour reminder when both are due (the job did not run in between)', async () => {
    const kit = noticesKit({ now: AT('23T08:00:00') });
    kit.reads.put(aBooking('r1', TOMORROW_NOON, AT('19T08:00:00')));
    expect(await kit.run('send-reminders')).toEqual({ queued: 2 });
    expect(reminderKeys(kit)).toEqual(['reminder-1h:r1:2026-11-23T12:00:email:customer', 'reminder-1h:r1:2026-11-23T12:00:sms:customer']);
  });

  it('sends nothing for a cancelled booking, nor once the session has begun', async () => {
    const kit = noticesKit({ now: AT('23T08:00:00') });
    kit.reads.put(aBooking('cancelled', TOMORROW_NOON, AT('19T08:00:00')));
    kit.reads.cancel('cancelled', { by: 'customer', money: 'reversed' }, new Date(AT('21T08:00:00')));
    kit.reads.put(aBooking('begun', { date: '2026-11-23', time: '11:00' }, AT('19T08:00:00')));
    expect(await kit.run('send-reminders')).toEqual({ queued: 0 });
    expect(reminderKeys(kit)).toEqual([]);
  });

  it('reminds a moved booking afresh for its new time, not for a lead it never had at that time', async () => {
    const kit = noticesKit({ now: AT('22T08:40:00') });
    kit.reads.put(aBooking('r1', TOMORROW_NOON, AT('19T08:00:00')));
    expect(await kit.run('send-reminders')).toEqual({ queued: 2 });
    // moved 22 hours ahead of its new time: the 24-hour reminder is not owed there
    kit.reads.move('r1', { date: '2026-11-23', time: '10:00' }, kit.clock.now());
    expect(await kit.run('send-reminders')).toEqual({ queued: 0 });
    kit.clock.set(AT('23T05:45:00'));
    expect(await kit.run('send-reminders')).toEqual({ queued: 2 });
    expect(reminderKeys(kit)).toEqual([
      'reminder-1h:r1:2026-11-23T10:00:email:customer',
      'reminder-1h:r1:2026-11-23T10:00:sms:customer',
      'reminder-24h:r1:2026-11-23T12:00:email:customer',
      'reminder-24h:r1:2026-11-23T12:00:sms:customer',
    ]);
  });
});
