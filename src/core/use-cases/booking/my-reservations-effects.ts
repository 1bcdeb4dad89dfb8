import { fromPromise } from 'xstate';
import { myReservationsMachine } from '../../machines/my-reservations-machine';
import type { LoadMyReservations } from './load-my-reservations';
import type { HoldRepository } from '../../ports/booking/hold-repository';
import type { Navigation } from '../../ports/platform/navigation';
import type { Notifier } from '../../ports/platform/notifier';
import type { PaymentInitiator } from '../../ports/booking/payment-initiator';
import type { PendingBookingStore } from '../../ports/booking/pending-booking-store';

export interface MyReservationsPorts {
  loadMyReservations: LoadMyReservations;
  holds: HoldRepository;
  payments: PaymentInitiator;
  pendingBookings: PendingBookingStore;
  navigation: Navigation;
  notifier: Notifier;
}

/** The «رزروهای من» machine with every effect bound to its port; the view and the tests use the same wiring. */
export function provideMyReservationsEffects(ports: MyReservationsPorts) {
  return myReservationsMachine.provide({
    actors: {
      loadReservations: fromPromise(() => ports.loadMyReservations.execute()),
      initiatePayment: fromPromise(({ input }) => ports.payments.initiate(input.reservationId)),
      releaseHold: fromPromise(({ input }) => ports.holds.release(input.reservationId)),
    },
    actions: {
      // the callback page verifies with the id kept here, as after booking
      storeReservationId: (_, { id }) => ports.pendingBookings.saveLastReservationId(id),
      leaveTo: (_, { url }) => ports.navigation.leaveTo(url),
      notifySuccess: (_, { message }) => ports.notifier.success(message),
      notifyError: (_, { message }) => ports.notifier.error(message),
    },
  });
}
