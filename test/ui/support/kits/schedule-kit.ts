import { SCHEDULE_PORTS } from '../../../../src/core/ports/schedule/schedule-port-tokens';
import { FakeScheduleRepository } from '../../../fakes/fake-schedule-repository';
import { FakeBookingsRepository } from '../../../fakes/fake-bookings-repository';
import { FakeDaysOffRepository } from '../../../fakes/fake-days-off-repository';
import { FakeCalendarFeedRepository } from '../../../fakes/fake-calendar-feed-repository';
import { FakeOutsideCalendarsRepository } from '../../../fakes/fake-outside-calendars-repository';
import { testKit } from './test-kit';

export interface ScheduleFakes {
  schedule: FakeScheduleRepository;
  bookings: FakeBookingsRepository;
  daysOff: FakeDaysOffRepository;
  calendarFeed: FakeCalendarFeedRepository;
  outsideCalendars: FakeOutsideCalendarsRepository;
}

/** The fakes behind the ports of the consultant's schedule, bookings and days off. */
export const scheduleKit = testKit<ScheduleFakes>(
  () => ({
    schedule: new FakeScheduleRepository(),
    bookings: new FakeBookingsRepository(),
    daysOff: new FakeDaysOffRepository(),
    calendarFeed: new FakeCalendarFeedRepository(),
    outsideCalendars: new FakeOutsideCalendarsRepository(),
  }),
  (bind, fakes) => {
    bind.value(SCHEDULE_PORTS.ScheduleRepository, fakes.schedule);
    bind.value(SCHEDULE_PORTS.BookingsRepository, fakes.bookings);
    bind.value(SCHEDULE_PORTS.DaysOffRepository, fakes.daysOff);
    bind.value(SCHEDULE_PORTS.CalendarFeedRepository, fakes.calendarFeed);
    bind.value(SCHEDULE_PORTS.OutsideCalendarsRepository, fakes.outsideCalendars);
  },
);
