import type { Clock } from '../../../ports/clock';
import type { DaysOffPorts } from '../ports/days-off-ports';
import { CloseTime, ReopenTime } from './close-time';
import { ListDaysOff } from './list-days-off';
import { AcceptHolidays, ListHolidayOffers, SkipHolidays } from './official-holidays';

/** Every use case of the module, built once with the module's ports. */
export function daysOffUseCases(ports: DaysOffPorts, clock: Clock) {
  const context = { store: ports.store, clock };
  return {
    listDaysOff: new ListDaysOff(context),
    closeTime: new CloseTime(context),
    reopenTime: new ReopenTime(context),
    listHolidayOffers: new ListHolidayOffers(context),
    acceptHolidays: new AcceptHolidays(context),
    skipHolidays: new SkipHolidays(context),
  };
}

export type DaysOffUseCases = ReturnType<typeof daysOffUseCases>;
