import { ContainerModule } from 'inversify';
import { SCHEDULE_PORTS } from '../core/ports/schedule/schedule-port-tokens';
import { SCHEDULE_USE_CASES } from '../core/use-cases/schedule/schedule-tokens';
import { LoadAdminReservationTypes } from '../core/use-cases/schedule/load-admin-reservation-types';
import { SaveReservationType } from '../core/use-cases/schedule/save-reservation-type';
import { SetReservationTypeActive } from '../core/use-cases/schedule/set-reservation-type-active';
import { DeleteReservationType } from '../core/use-cases/schedule/delete-reservation-type';
import { LoadTypeSlots } from '../core/use-cases/schedule/load-type-slots';
import { ApplyWeeklyTemplate } from '../core/use-cases/schedule/apply-weekly-template';
import { AddSlot } from '../core/use-cases/schedule/add-slot';
import { RemoveSlot } from '../core/use-cases/schedule/remove-slot';
import { ChangeSlotsInBulk } from '../core/use-cases/schedule/change-slots-in-bulk';
import { ListBookings } from '../core/use-cases/schedule/list-bookings';
import { CancelBooking } from '../core/use-cases/schedule/cancel-booking';
import { MarkNoShow } from '../core/use-cases/schedule/mark-no-show';
import { BookForCaller, FindCustomers } from '../core/use-cases/schedule/book-for-caller';
import { LoadPaymentHistory } from '../core/use-cases/schedule/load-payment-history';
import { ExportBookings } from '../core/use-cases/schedule/export-bookings';
import { AnswerHolidays, CloseTime, LoadDaysOff, ReopenTime } from '../core/use-cases/schedule/days-off';
import { LoadCalendarFeed, RenewCalendarFeed } from '../core/use-cases/schedule/calendar-feed';
import { AddOutsideCalendar, LoadOutsideCalendars, RemoveOutsideCalendar } from '../core/use-cases/schedule/outside-calendars';
import { typedBinder } from './typed-binder';

/** The use cases of the consultant's calendar: reservation types, their times, the bookings on them and the days off, built from the ports' tokens. */
export const scheduleModule = new ContainerModule(({ bind: bindOf }) => {
  const bind = typedBinder(bindOf);
  // reservation types and their times
  bind.instance(SCHEDULE_USE_CASES.LoadAdminReservationTypes, LoadAdminReservationTypes, SCHEDULE_PORTS.ScheduleRepository);
  bind.instance(SCHEDULE_USE_CASES.SaveReservationType, SaveReservationType, SCHEDULE_PORTS.ScheduleRepository);
  bind.instance(SCHEDULE_USE_CASES.SetReservationTypeActive, SetReservationTypeActive, SCHEDULE_PORTS.ScheduleRepository);
  bind.instance(SCHEDULE_USE_CASES.DeleteReservationType, DeleteReservationType, SCHEDULE_PORTS.ScheduleRepository);
  bind.instance(SCHEDULE_USE_CASES.LoadTypeSlots, LoadTypeSlots, SCHEDULE_PORTS.ScheduleRepository);
  bind.instance(SCHEDULE_USE_CASES.ApplyWeeklyTemplate, ApplyWeeklyTemplate, SCHEDULE_PORTS.ScheduleRepository);
  bind.instance(SCHEDULE_USE_CASES.AddSlot, AddSlot, SCHEDULE_PORTS.ScheduleRepository);
  bind.instance(SCHEDULE_USE_CASES.RemoveSlot, RemoveSlot, SCHEDULE_PORTS.ScheduleRepository);
  bind.instance(SCHEDULE_USE_CASES.ChangeSlotsInBulk, ChangeSlotsInBulk, SCHEDULE_PORTS.ScheduleRepository);
  // the bookings on them
  bind.instance(SCHEDULE_USE_CASES.ListBookings, ListBookings, SCHEDULE_PORTS.BookingsRepository);
  bind.instance(SCHEDULE_USE_CASES.CancelBooking, CancelBooking, SCHEDULE_PORTS.BookingsRepository);
  bind.instance(SCHEDULE_USE_CASES.MarkNoShow, MarkNoShow, SCHEDULE_PORTS.BookingsRepository);
  bind.instance(SCHEDULE_USE_CASES.FindCustomers, FindCustomers, SCHEDULE_PORTS.BookingsRepository);
  bind.instance(SCHEDULE_USE_CASES.BookForCaller, BookForCaller, SCHEDULE_PORTS.BookingsRepository);
  bind.instance(SCHEDULE_USE_CASES.LoadPaymentHistory, LoadPaymentHistory, SCHEDULE_PORTS.BookingsRepository);
  bind.instance(SCHEDULE_USE_CASES.ExportBookings, ExportBookings, SCHEDULE_PORTS.BookingsRepository);
  // the consultant's days off and official holidays
  bind.instance(SCHEDULE_USE_CASES.LoadDaysOff, LoadDaysOff, SCHEDULE_PORTS.DaysOffRepository);
  bind.instance(SCHEDULE_USE_CASES.CloseTime, CloseTime, SCHEDULE_PORTS.DaysOffRepository);
  bind.instance(SCHEDULE_USE_CASES.ReopenTime, ReopenTime, SCHEDULE_PORTS.DaysOffRepository);
  bind.instance(SCHEDULE_USE_CASES.AnswerHolidays, AnswerHolidays, SCHEDULE_PORTS.DaysOffRepository);
  // the consultant's private calendar feed
  bind.instance(SCHEDULE_USE_CASES.LoadCalendarFeed, LoadCalendarFeed, SCHEDULE_PORTS.CalendarFeedRepository);
  bind.instance(SCHEDULE_USE_CASES.RenewCalendarFeed, RenewCalendarFeed, SCHEDULE_PORTS.CalendarFeedRepository);
  bind.instance(SCHEDULE_USE_CASES.LoadOutsideCalendars, LoadOutsideCalendars, SCHEDULE_PORTS.OutsideCalendarsRepository);
  bind.instance(SCHEDULE_USE_CASES.AddOutsideCalendar, AddOutsideCalendar, SCHEDULE_PORTS.OutsideCalendarsRepository);
  bind.instance(SCHEDULE_USE_CASES.RemoveOutsideCalendar, RemoveOutsideCalendar, SCHEDULE_PORTS.OutsideCalendarsRepository);
});
