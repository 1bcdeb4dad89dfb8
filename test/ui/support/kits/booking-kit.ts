import { BOOKING_PORTS } from '../../../../src/core/ports/booking/booking-port-tokens';
import { InMemoryPendingBookingStore } from '../../../fakes/in-memory-pending-booking-store';
import { FakeReservationTypeRepository } from '../../../fakes/fake-reservation-type-repository';
import { FakeReservationRepository } from '../../../fakes/fake-reservation-repository';
import { FakeHoldRepository } from '../../../fakes/fake-hold-repository';
import { FakePaymentInitiator } from '../../../fakes/fake-payment-initiator';
import { FakeMyReservationsRepository } from '../../../fakes/fake-my-reservations-repository';
import { FakeBookingChangesRepository } from '../../../fakes/fake-booking-changes-repository';
import { testKit } from './test-kit';

export interface BookingFakes {
  pendingBookings: InMemoryPendingBookingStore;
  reservationTypes: FakeReservationTypeRepository;
  reservations: FakeReservationRepository;
  holds: FakeHoldRepository;
  payments: FakePaymentInitiator;
  myReservations: FakeMyReservationsRepository;
  bookingChanges: FakeBookingChangesRepository;
}

/** The fakes behind the ports of the customer's booking: types, times, holds, the bank's start, the pending booking and the customer's bookings. */
export const bookingKit = testKit<BookingFakes>(
  () => ({
    pendingBookings: new InMemoryPendingBookingStore(),
    reservationTypes: new FakeReservationTypeRepository(),
    reservations: new FakeReservationRepository(),
    holds: new FakeHoldRepository(),
    payments: new FakePaymentInitiator(),
    myReservations: new FakeMyReservationsRepository(),
    bookingChanges: new FakeBookingChangesRepository(),
  }),
  (bind, fakes) => {
    bind.value(BOOKING_PORTS.PendingBookingStore, fakes.pendingBookings);
    bind.value(BOOKING_PORTS.ReservationTypeRepository, fakes.reservationTypes);
    bind.value(BOOKING_PORTS.ReservationRepository, fakes.reservations);
    bind.value(BOOKING_PORTS.HoldRepository, fakes.holds);
    bind.value(BOOKING_PORTS.PaymentInitiator, fakes.payments);
    bind.value(BOOKING_PORTS.MyReservationsRepository, fakes.myReservations);
    bind.value(BOOKING_PORTS.BookingChangesRepository, fakes.bookingChanges);
  },
);
