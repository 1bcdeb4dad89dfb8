import { sampleBookableType } from '../../fakes/sample-data';
import type { startBooking } from './booking-harness';

// 1405/09/01 (2026-11-22) at 12:00 in Tehran.
export const NOW = '2026-11-22T08:30:00Z';
export const type = sampleBookableType({
  _id: 't-1',
  availableDates: [
    { date: '2026-11-20', timeSlots: [{ _id: 'a', time: '10:00' }] },
    {
      date: '2026-11-22',
      timeSlots: [
        { _id: 'b', time: '11:00' },
        { _id: 'c', time: '13:00' },
      ],
    },
    {
      date: '2026-11-23',
      timeSlots: [
        { _id: 'd', time: '10:00' },
        { _id: 'e', time: '11:00' },
        { _id: 'f', time: '12:00' },
      ],
    },
    { date: '2026-12-25', timeSlots: [{ _id: 'g', time: '10:00' }] },
  ],
});
export const signedIn = { type: 'PAY' as const, signedIn: true, profileComplete: true };

export async function chooseTomorrowAtTen(booking: ReturnType<typeof startBooking>) {
  booking.actor.send({ type: 'SELECT_DATE', date: '2026-11-23', now: booking.clock.now() });
  await booking.settled();
  booking.actor.send({ type: 'SELECT_SLOT', time: '10:00', now: booking.clock.now() });
}
