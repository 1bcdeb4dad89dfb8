import { calendarFeedKit } from '../../../fakes/server/calendar-feed/calendar-feed-kit';
import type { FeedRow } from '../../../fakes/server/calendar-feed/in-memory-calendar-feed';

const NOT_FOUND = { kind: 'not-found', message: 'تقویم پیدا نشد' };

function booking(id: string, fields: Partial<FeedRow> = {}): FeedRow {
  return {
    reservationId: id,
    typeTitle: 'مشاوره مالیاتی',
    date: '2026-11-30',
    time: '09:00',
    sessionMinutes: 45,
    held: false,
    customerName: 'سارا احمدی',
    customerMobile: '09121234567',
    place: { mode: 'phone', meetingLink: null, officeAddress: null },
    sequence: 0,
    revisedAt: new Date('2026-11-20T08:00:00Z'),
    createdAt: new Date('2026-11-20T08:00:00Z'),
    status: 'confirmed',
    ...fields,
  };
}

describe("the calendar feed's use cases", () => {
  it('make a long random token, keep only its hash and seal, and show it again to the consultant', async () => {
    const kit = calendarFeedKit();
    expect(await kit.useCases.readFeedToken.execute()).toBeNull();
    const made = await kit.useCases.renewFeedToken.execute();
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.createdAt).toEqual(kit.clock.now());
    expect(kit.tokens.row!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(kit.tokens.row)).not.toContain(made.token);
    expect(await kit.useCases.readFeedToken.execute()).toEqual(made);
  });

  it('end the old token the moment a new one is made', async () => {
    const kit = calendarFeedKit();
    const old = await kit.useCases.renewFeedToken.execute();
    await expect(kit.useCases.readFeed.execute(old.token)).resolves.toEqual([]);
    const fresh = await kit.useCases.renewFeedToken.execute();
    expect(fresh.token).not.toBe(old.token);
    await expect(kit.useCases.readFeed.execute(old.token)).rejects.toMatchObject(NOT_FOUND);
    await expect(kit.useCases.readFeed.execute(fresh.token)).resolves.toEqual([]);
  });

  it('refuse a malformed token without looking it up', async () => {
    const kit = calendarFeedKit();
    await kit.useCases.renewFeedToken.execute();
    for (const token of ['', 'short', `${'a'.repeat(43)}/`, 'a'.repeat(44)]) {
      await expect(kit.useCases.readFeed.execute(token)).rejects.toMatchObject(NOT_FOUND);
    }
    expect(kit.tokens.lookups).toBe(0);
  });

  it('read live bookings from 30 days back, holds only while they are alive', async () => {
    const kit = calendarFeedKit();
    const { token } = await kit.useCases.renewFeedToken.execute();
    kit.bookings.rows = [
      booking('confirmed'),
      booking('old', { date: '2026-10-22' }),
      booking('recent', { date: '2026-10-23' }),
      booking('held', { held: true, status: 'pending', createdAt: new Date('2026-11-22T08:25:00Z') }),
      booking('lapsed', { held: true, status: 'pending', createdAt: new Date('2026-11-22T08:23:00Z') }),
      booking('cancelled', { status: 'cancelled' }),
    ];
    const shown = await kit.useCases.readFeed.execute(token);
    expect(shown.map((entry) => entry.reservationId)).toEqual(['recent', 'confirmed', 'held']);
    expect(kit.bookings.asked[0]).toMatchObject({ fromDate: '2026-10-23', holdsSince: new Date('2026-11-22T08:24:00Z') });
  });

  it('show no address when the seal no longer opens (the server secret changed), until a new one is made', async () => {
    const kit = calendarFeedKit();
    await kit.useCases.renewFeedToken.execute();
    kit.sealer.key = 'k2';
    expect(await kit.useCases.readFeedToken.execute()).toBeNull();
    const made = await kit.useCases.renewFeedToken.execute();
    expect(await kit.useCases.readFeedToken.execute()).toEqual(made);
  });
});
