import { useMemo } from 'react';
import { useService } from '../../services/services-context';
import { TOKENS } from '../../../core/ports/tokens';
import type { ScheduleRepository } from '../../../core/ports/schedule-repository';
import type { BookingsRepository } from '../../../core/ports/bookings-repository';
import { LoadAdminReservationTypes } from '../../../core/use-cases/load-admin-reservation-types';
import { SaveReservationType } from '../../../core/use-cases/save-reservation-type';
import { SetReservationTypeActive } from '../../../core/use-cases/set-reservation-type-active';
import { DeleteReservationType } from '../../../core/use-cases/delete-reservation-type';
import { LoadTypeSlots } from '../../../core/use-cases/load-type-slots';
import { ApplyWeeklyTemplate } from '../../../core/use-cases/apply-weekly-template';
import { AddSlot } from '../../../core/use-cases/add-slot';
import { RemoveSlot } from '../../../core/use-cases/remove-slot';
import { ListBookings } from '../../../core/use-cases/list-bookings';
import { CancelBooking } from '../../../core/use-cases/cancel-booking';
import { LoadPaymentHistory } from '../../../core/use-cases/load-payment-history';

/** The schedule's use cases, built once from the ports the composition root bound. */
export function useScheduleActions() {
  const schedule = useService<ScheduleRepository>(TOKENS.ScheduleRepository);
  return useMemo(() => ({
    loadTypes: new LoadAdminReservationTypes(schedule),
    saveType: new SaveReservationType(schedule),
    setTypeActive: new SetReservationTypeActive(schedule),
    deleteType: new DeleteReservationType(schedule),
    loadSlots: new LoadTypeSlots(schedule),
    applyTemplate: new ApplyWeeklyTemplate(schedule),
    addSlot: new AddSlot(schedule),
    removeSlot: new RemoveSlot(schedule),
  }), [schedule]);
}

export function useBookingActions() {
  const bookings = useService<BookingsRepository>(TOKENS.BookingsRepository);
  return useMemo(() => ({
    list: new ListBookings(bookings),
    cancel: new CancelBooking(bookings),
    paymentHistory: new LoadPaymentHistory(bookings),
    exportUrl: bookings.exportUrl.bind(bookings),
  }), [bookings]);
}
