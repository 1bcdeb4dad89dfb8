import { AvailabilityCache } from '../../../server/reservations/availability-cache';
import type { ActiveReservation, ReservationRepository } from '../../../server/reservations/reservation-repository';
import { FakeServerClock } from '../support/fake-server-clock';

function repositoryAnswering(rows: ActiveReservation[]) {
  const calls: string[] = [];
  const repository = {
    activeOn: async (date: string) => {
      calls.push(date);
      return rows;
    },
  } as unknown as ReservationRepository;
  return { repository, calls };
}

describe('the availability a read serves for one second', () => {
  const hold = { timeSlot: '10:00', status: 'pending' as const, createdAt: '2026-11-22T08:28:00.000Z' };
  const confirmed = { timeSlot: '11:00', status: 'confirmed' as const, createdAt: '2026-11-01T08:00:00.000Z' };

  function setup(rows: ActiveReservation[]) {
    const clock = new FakeServerClock('2026-11-22T08:30:00Z');
    let ticks = 0;
    const db = repositoryAnswering(rows);
    const cache = new AvailabilityCache(db.repository, clock, () => ticks);
    return { clock, db, cache, tick: (ms: number) => { ticks += ms; } };
  }

  it('reads a date once for the requests of the same second, and afresh after it', async () => {
    const { db, cache, tick } = setup([hold]);
    expect(await cache.activeOn('2026-11-23')).toEqual([hold]);
    tick(999);
    await cache.activeOn('2026-11-23');
    await cache.activeOn('2026-11-24');
    expect(db.calls).toEqual(['2026-11-23', '2026-11-24']);
    tick(1);
    await cache.activeOn('2026-11-23');
    expect(db.calls).toEqual(['2026-11-23', '2026-11-24', '2026-11-23']);
  });

  it('reads afresh after a booking on that date', async () => {
    const { db, cache } = setup([]);
    await cache.activeOn('2026-11-23');
    cache.forget('2026-11-23');
    await cache.activeOn('2026-11-23');
    expect(db.calls).toHaveLength(2);
  });

  it('drops a hold that lapsed after it was read', async () => {
    const { clock, cache } = setup([hold, confirmed]);
    await cache.activeOn('2026-11-23');
    clock.advance(4 * 60 * 1000);
    expect(await cache.activeOn('2026-11-23')).toEqual([confirmed]);
  });
});
