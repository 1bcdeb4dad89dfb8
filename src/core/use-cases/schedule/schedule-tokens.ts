import { serviceToken as token } from '../../ports/service-token';
import type { AddSlot } from './add-slot';
import type { ApplyWeeklyTemplate } from './apply-weekly-template';
import type { ChangeSlotsInBulk } from './change-slots-in-bulk';
import type { CancelBooking } from './cancel-booking';
import type { MarkNoShow } from './mark-no-show';
import type { BookForCaller, FindCustomers } from './book-for-caller';
import type { DeleteReservationType } from './delete-reservation-type';
import type { ExportBookings } from './export-bookings';
import type { ListBookings } from './list-bookings';
import type { LoadAdminReservationTypes } from './load-admin-reservation-types';
import type { LoadPaymentHistory } from './load-payment-history';
import type { AnswerHolidays, CloseTime, LoadDaysOff, ReopenTime } from './days-off';
import type { LoadCalendarFeed, RenewCalendarFeed } from './calendar-feed';
import type { AddOutsideCalendar, LoadOutsideCalendars, RemoveOutsideCalendar } from './outside-calendars';
import type { LoadTypeSlots } from './load-type-slots';
import type { RemoveSlot } from './remove-slot';
import type { SaveReservationType } from './save-reservation-type';
import type { SetReservationTypeActive } from './set-reservation-type-active';

/** The use cases of the consultant's calendar: reservation types, their times, the bookings on them and the days off. */
export const SCHEDULE_USE_CASES = {
  AddSlot: token<AddSlot>('AddSlot'),
  ApplyWeeklyTemplate: token<ApplyWeeklyTemplate>('ApplyWeeklyTemplate'),
  ChangeSlotsInBulk: token<ChangeSlotsInBulk>('ChangeSlotsInBulk'),
  CancelBooking: token<CancelBooking>('CancelBooking'),
  MarkNoShow: token<MarkNoShow>('MarkNoShow'),
  FindCustomers: token<FindCustomers>('FindCustomers'),
  BookForCaller: token<BookForCaller>('BookForCaller'),
  DeleteReservationType: token<DeleteReservationType>('DeleteReservationType'),
  ExportBookings: token<ExportBookings>('ExportBookings'),
  ListBookings: token<ListBookings>('ListBookings'),
  LoadAdminReservationTypes: token<LoadAdminReservationTypes>('LoadAdminReservationTypes'),
  LoadPaymentHistory: token<LoadPaymentHistory>('LoadPaymentHistory'),
  LoadDaysOff: token<LoadDaysOff>('LoadDaysOff'),
  CloseTime: token<CloseTime>('CloseTime'),
  ReopenTime: token<ReopenTime>('ReopenTime'),
  AnswerHolidays: token<AnswerHolidays>('AnswerHolidays'),
  LoadCalendarFeed: token<LoadCalendarFeed>('LoadCalendarFeed'),
  RenewCalendarFeed: token<RenewCalendarFeed>('RenewCalendarFeed'),
  LoadOutsideCalendars: token<LoadOutsideCalendars>('LoadOutsideCalendars'),
  AddOutsideCalendar: token<AddOutsideCalendar>('AddOutsideCalendar'),
  RemoveOutsideCalendar: token<RemoveOutsideCalendar>('RemoveOutsideCalendar'),
  LoadTypeSlots: token<LoadTypeSlots>('LoadTypeSlots'),
  RemoveSlot: token<RemoveSlot>('RemoveSlot'),
  SaveReservationType: token<SaveReservationType>('SaveReservationType'),
  SetReservationTypeActive: token<SetReservationTypeActive>('SetReservationTypeActive'),
} as const;
