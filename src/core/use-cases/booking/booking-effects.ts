import { fromPromise } from 'xstate';
import { bookingMachine } from '../../machines/booking-machine';
import type { HoldRepository } from '../../ports/booking/hold-repository';
import type { Navigation } from '../../ports/platform/navigation';
import type { Notifier } from '../../ports/platform/notifier';
import type { PaymentInitiator } from '../../ports/booking/payment-initiator';
import type { PendingBookingStore } from '../../ports/booking/pending-booking-store';
import type { ReservationRepository } from '../../ports/booking/reservation-repository';
import type { ReservationTypeRepository } from '../../ports/booking/reservation-type-repository';

export interface BookingPorts {
  reservations: ReservationRepository;
  holds: HoldRepository;
  payments: PaymentInitiator;
  pendingBookings: PendingBookingStore;
  navigation: Navigation;
  notifier: Notifier;
  /** reads a further month of the type's slots */
  types: ReservationTypeRepository;
}

/** The booking machine with every effect bound to its port; the view and the tests use the same wiring. */
export function provideBookingEffects(ports: BookingPorts) {
  return bookingMachine.provide({
    actors: {
      loadMonth: fromPromise(({ input }) => ports.types.get(input.reservationTypeId, { from: input.from, to: input.to })),
      loadAvailability: fromPromise(({ input }) => ports.reservations.byDate(input.date, input.reservationTypeId)),
      bookSlot: fromPromise(({ input }) => ports.reservations.book(input)),
      initiatePayment: fromPromise(({ input }) => ports.payments.initiate(input.reservationId)),
      loadHold: fromPromise(() => ports.holds.myHold()),
      releaseHold: fromPromise(({ input }) => ports.holds.release(input.reservationId)),
    },
    actions: {
      saveChoice: (_, booking) => ports.pendingBookings.savePending(booking),
      clearSavedChoice: () => ports.pendingBookings.clearPending(),
      goToLogin: (_, { from }) => ports.navigation.navigate('/login', { state: { from } }),
      notifySuccess: (_, { message }) => ports.notifier.success(message),
      notifyError: (_, { message }) => ports.notifier.error(message),
      storeReservationId: (_, { id }) => ports.pendingBookings.saveLastReservationId(id),
      leaveTo: (_, { url }) => ports.navigation.leaveTo(url),
    },
  });
}
