import { serviceToken as token } from '../service-token';
import type { PendingBookingStore } from './pending-booking-store';
import type { ReservationTypeRepository } from './reservation-type-repository';
import type { ReservationRepository } from './reservation-repository';
import type { HoldRepository } from './hold-repository';
import type { PaymentInitiator } from './payment-initiator';
import type { MyReservationsRepository } from './my-reservations-repository';
import type { BookingChangesRepository } from './booking-changes-repository';

/** The ports of the customer's booking: types and their times, the hold, the way to the bank, the customer's bookings and their changes. */
export const BOOKING_PORTS = {
  PendingBookingStore: token<PendingBookingStore>('PendingBookingStore'),
  ReservationTypeRepository: token<ReservationTypeRepository>('ReservationTypeRepository'),
  ReservationRepository: token<ReservationRepository>('ReservationRepository'),
  HoldRepository: token<HoldRepository>('HoldRepository'),
  PaymentInitiator: token<PaymentInitiator>('PaymentInitiator'),
  MyReservationsRepository: token<MyReservationsRepository>('MyReservationsRepository'),
  BookingChangesRepository: token<BookingChangesRepository>('BookingChangesRepository'),
} as const;
