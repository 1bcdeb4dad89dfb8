import type { OutsideCalendarView } from '../../../../src/core/domain/outside-calendar';
import type { StoredCalendar } from '../ports/outside-calendars-ports';

/** The field an address is sealed under, so its seal cannot stand for another secret. */
export const ADDRESS_FIELD = 'outside-calendar-address';

/** A kept calendar as the schedule tab shows it: never its address, only the host. */
export function calendarView(calendar: StoredCalendar): OutsideCalendarView {
  return {
    id: calendar.id,
    label: calendar.label,
    host: calendar.host,
    addedAt: calendar.addedAt.toISOString(),
    lastReadAt: calendar.lastReadAt?.toISOString() ?? null,
    failingSince: calendar.failingSince?.toISOString() ?? null,
    failure: calendar.failure,
    busyCount: calendar.busyCount,
  };
}
