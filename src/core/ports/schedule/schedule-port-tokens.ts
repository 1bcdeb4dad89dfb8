import { serviceToken as token } from '../service-token';
import type { ScheduleRepository } from './schedule-repository';
import type { BookingsRepository } from './bookings-repository';
import type { DaysOffRepository } from './days-off-repository';
import type { CalendarFeedRepository } from './calendar-feed-repository';
import type { OutsideCalendarsRepository } from './outside-calendars-repository';

/** The ports of the consultant's calendar: reservation types, their times, the bookings on them and the days off. */
export const SCHEDULE_PORTS = {
  ScheduleRepository: token<ScheduleRepository>('ScheduleRepository'),
  BookingsRepository: token<BookingsRepository>('BookingsRepository'),
  DaysOffRepository: token<DaysOffRepository>('DaysOffRepository'),
  CalendarFeedRepository: token<CalendarFeedRepository>('CalendarFeedRepository'),
  OutsideCalendarsRepository: token<OutsideCalendarsRepository>('OutsideCalendarsRepository'),
} as const;
