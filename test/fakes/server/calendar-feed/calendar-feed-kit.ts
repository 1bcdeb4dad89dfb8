import { calendarFeedUseCases } from '../../../../server/modules/calendar-feed';
import { FakeServerClock } from '../../../server/support/fake-server-clock';
import { InMemoryFeedBookingReads, InMemoryFeedTokenStore, ReadableSealer } from './in-memory-calendar-feed';

/** The calendar-feed module's use cases on fakes: the token, the bookings and the sealer in memory, on a clock the test moves. */
export function calendarFeedKit(now = '2026-11-22T08:30:00Z') {
  const clock = new FakeServerClock(now);
  const tokens = new InMemoryFeedTokenStore();
  const bookings = new InMemoryFeedBookingReads();
  const sealer = new ReadableSealer();
  return { clock, tokens, bookings, sealer, useCases: calendarFeedUseCases({ tokens, bookings, sealer }, clock) };
}
