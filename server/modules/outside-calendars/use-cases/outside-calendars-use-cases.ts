import type { Clock } from '../../../ports/clock';
import type { ConsultantAlert, OutsideCalendarPorts } from '../ports/outside-calendars-ports';
import { AddCalendar } from './add-calendar';
import { ListCalendars } from './list-calendars';
import { RefreshCalendars } from './refresh-calendars';
import { RemoveCalendar } from './remove-calendar';

/** Every use case of the module, each given only the ports it uses. */
export function outsideCalendarsUseCases(ports: OutsideCalendarPorts, clock: Clock, alert: ConsultantAlert) {
  return {
    listCalendars: new ListCalendars(ports.calendars, ports.marks, clock),
    addCalendar: new AddCalendar(ports.calendars, ports.sealer, clock, ports.allowPrivateAddresses),
    removeCalendar: new RemoveCalendar(ports.calendars),
    refreshCalendars: new RefreshCalendars(ports.calendars, ports.fetcher, ports.sealer, alert, clock),
  };
}

export type OutsideCalendarsUseCases = ReturnType<typeof outsideCalendarsUseCases>;
