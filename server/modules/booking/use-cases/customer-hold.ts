import type { CustomerHold } from '../../../../src/core/domain/money-contract';
import type { StoredReservation } from '../ports/booking-store';

/** A live hold as its customer sees it. */
export function customerHold(reservation: StoredReservation): CustomerHold {
  return {
    _id: reservation.id,
    reservationTypeId: reservation.reservationTypeId,
    title: reservation.typeTitle,
    date: reservation.date,
    timeSlot: reservation.time,
    createdAt: reservation.createdAt.toISOString(),
    price: reservation.price,
  };
}
