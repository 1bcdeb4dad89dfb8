import { outsideCalendarsUseCases } from '../../../../server/modules/outside-calendars';
import { FakeServerClock } from '../../../server/support/fake-server-clock';
import { ReadableSealer } from '../calendar-feed/in-memory-calendar-feed';
import { FixedBusyMarks, InMemoryOutsideCalendarStore, ScriptedCalendarFetcher } from './in-memory-outside-calendars';

/** The outside-calendars module's use cases on fakes, on a clock the test moves; what the consultant is told is kept in `told`. */
export function outsideCalendarsKit(now = '2026-12-01T08:30:00Z', allowPrivateAddresses = false) {
  const clock = new FakeServerClock(now);
  const calendars = new InMemoryOutsideCalendarStore();
  const marks = new FixedBusyMarks();
  const fetcher = new ScriptedCalendarFetcher();
  const sealer = new ReadableSealer();
  const told: string[] = [];
  const useCases = outsideCalendarsUseCases({ calendars, marks, fetcher, sealer, allowPrivateAddresses }, clock, {
    tell: async (text) => void told.push(text),
  });
  return { clock, calendars, marks, fetcher, sealer, told, useCases };
}
