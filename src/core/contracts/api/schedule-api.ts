import type { AdminBooking } from '../../domain/admin-booking';
import type { BookableType, ReservationType } from '../../domain/reservation-type';
import type { AdminReservationType } from '../../domain/reservation-type-admin';
import type { BulkOutcome } from '../../domain/bulk-slot-change';
import type { ScheduleSlot, TemplateResult } from '../../domain/schedule-slot';
import type { SlotOverlaps } from '../../domain/slot-overlap';
import { endpoint } from '../endpoint';
import { bookingFiltersQuery, reservationTypeBody, slotBody, slotRangeQuery, weeklyTemplateBody } from './schedule-schemas';
import { availabilityTemplateBody, bulkRequestBody } from './slot-publishing-schemas';

/** The schedule's answers: what was asked for under `data`, and the Persian text to show. */
export interface ScheduleAnswer<T> {
  success: boolean;
  data: T;
  message: string;
}

type Said = { success: boolean; message: string };

/** The schedule module's endpoints: the types customers see, and the consultant's types, slots and bookings. */
export const scheduleApi = {
  /** the cards: without `from`/`to` each type's `availableDates` is empty; with them, that range's slots */
  offeredTypes: endpoint<ScheduleAnswer<ReservationType[]>>()({ method: 'GET', path: '/api/reservationtypes', query: slotRangeQuery }),
  /** one type with the slots of `from`..`to` (default: the Jalali month of its first offered day; at most 62 days) and its offered days */
  offeredType: endpoint<BookableType>()({ method: 'GET', path: '/api/reservationtypes/:id', query: slotRangeQuery }),

  allTypes: endpoint<ScheduleAnswer<AdminReservationType[]>>()({ method: 'GET', path: '/api/reservationtypes/admin/all' }),
  createType: endpoint<ScheduleAnswer<AdminReservationType>>()({
    method: 'POST',
    path: '/api/reservationtypes',
    body: reservationTypeBody,
  }),
  updateType: endpoint<ScheduleAnswer<AdminReservationType>>()({
    method: 'PUT',
    path: '/api/reservationtypes/:id',
    body: reservationTypeBody,
  }),
  activateType: endpoint<ScheduleAnswer<AdminReservationType>>()({ method: 'POST', path: '/api/reservationtypes/:id/activate' }),
  deactivateType: endpoint<ScheduleAnswer<AdminReservationType>>()({ method: 'POST', path: '/api/reservationtypes/:id/deactivate' }),
  /** a type that was ever booked is refused: it can only be deactivated */
  deleteType: endpoint<Said>()({ method: 'DELETE', path: '/api/reservationtypes/:id' }),

  listSlots: endpoint<ScheduleAnswer<ScheduleSlot[]>>()({ method: 'GET', path: '/api/reservationtypes/:id/slots', query: slotRangeQuery }),
  applyTemplate: endpoint<ScheduleAnswer<TemplateResult>>()({
    method: 'POST',
    path: '/api/reservationtypes/:id/slots/template',
    body: weeklyTemplateBody,
  }),
  /** one availability (hours per weekday) for several types at once; overlaps between slots are listed, not refused */
  applyAvailability: endpoint<ScheduleAnswer<TemplateResult>>()({
    method: 'POST',
    path: '/api/schedule/availability',
    body: availabilityTemplateBody,
  }),
  addSlot: endpoint<ScheduleAnswer<ScheduleSlot & { overlaps: SlotOverlaps }>>()({
    method: 'POST',
    path: '/api/reservationtypes/:id/slots',
    body: slotBody,
  }),
  removeSlot: endpoint<Said>()({ method: 'DELETE', path: '/api/reservationtypes/:id/slots/:slotId' }),
  /** what removing or moving a range of slots would do; slots holding a live booking are refused */
  previewBulkChange: endpoint<ScheduleAnswer<BulkOutcome>>()({ method: 'POST', path: '/api/schedule/bulk/preview', body: bulkRequestBody }),
  /** the same, decided again and carried out in one transaction */
  applyBulkChange: endpoint<ScheduleAnswer<BulkOutcome>>()({ method: 'POST', path: '/api/schedule/bulk/apply', body: bulkRequestBody }),

  listBookings: endpoint<ScheduleAnswer<AdminBooking[]>>()({ method: 'GET', path: '/api/reservations', query: bookingFiltersQuery }),
  /** UTF-8 CSV with a byte-order mark, as a download */
  exportBookings: endpoint<string>()({ method: 'GET', path: '/api/reservations/export.csv', query: bookingFiltersQuery }),
  /** marks a past confirmed session as missed by its customer; a future or unconfirmed one is refused */
  markNoShow: endpoint<Said>()({ method: 'POST', path: '/api/reservations/:id/no-show' }),
  /** takes the mark back */
  clearNoShow: endpoint<Said>()({ method: 'DELETE', path: '/api/reservations/:id/no-show' }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
