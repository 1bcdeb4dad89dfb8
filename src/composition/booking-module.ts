import { ContainerModule } from 'inversify';
import { BOOKING_PORTS } from '../core/ports/booking/booking-port-tokens';
import { BOOKING_USE_CASES } from '../core/use-cases/booking/booking-tokens';
import { LoadReservationType } from '../core/use-cases/booking/load-reservation-type';
import { LoadMyReservations } from '../core/use-cases/booking/load-my-reservations';
import { CancelMyBooking } from '../core/use-cases/booking/cancel-my-booking';
import { MoveMyBooking } from '../core/use-cases/booking/move-my-booking';
import { LoadBookingNotice, LoadChangeNotice, SetBookingNotice, SetChangeNotice } from '../core/use-cases/booking/change-notice';
import { LoadMoveChoices } from '../core/use-cases/booking/load-move-choices';
import { provideBookingEffects } from '../core/use-cases/booking/booking-effects';
import { provideMyReservationsEffects } from '../core/use-cases/booking/my-reservations-effects';
import { PLATFORM_PORTS } from '../core/ports/platform/platform-port-tokens';
import { typedBinder } from './typed-binder';

/** The use cases of the customer's booking and the machines that drive it, built from the ports' tokens. */
export const bookingModule = new ContainerModule(({ bind: bindOf }) => {
  const bind = typedBinder(bindOf);
  bind.instance(BOOKING_USE_CASES.LoadReservationType, LoadReservationType, BOOKING_PORTS.ReservationTypeRepository);
  bind.instance(BOOKING_USE_CASES.LoadMyReservations, LoadMyReservations, BOOKING_PORTS.MyReservationsRepository);
  bind.instance(BOOKING_USE_CASES.CancelMyBooking, CancelMyBooking, BOOKING_PORTS.BookingChangesRepository);
  bind.instance(BOOKING_USE_CASES.MoveMyBooking, MoveMyBooking, BOOKING_PORTS.BookingChangesRepository);
  bind.instance(BOOKING_USE_CASES.LoadChangeNotice, LoadChangeNotice, BOOKING_PORTS.BookingChangesRepository);
  bind.instance(BOOKING_USE_CASES.SetChangeNotice, SetChangeNotice, BOOKING_PORTS.BookingChangesRepository);
  bind.instance(BOOKING_USE_CASES.LoadBookingNotice, LoadBookingNotice, BOOKING_PORTS.BookingChangesRepository);
  bind.instance(BOOKING_USE_CASES.SetBookingNotice, SetBookingNotice, BOOKING_PORTS.BookingChangesRepository);
  bind.instance(
    BOOKING_USE_CASES.LoadMoveChoices,
    LoadMoveChoices,
    BOOKING_PORTS.ReservationTypeRepository,
    BOOKING_PORTS.ReservationRepository,
  );
  // the machines whose effects are ports: built once, with their effects given
  const towardsTheBank = [
    BOOKING_PORTS.HoldRepository,
    BOOKING_PORTS.PaymentInitiator,
    BOOKING_PORTS.PendingBookingStore,
    PLATFORM_PORTS.Navigation,
    PLATFORM_PORTS.Notifier,
  ] as const;
  bind.built(
    BOOKING_USE_CASES.BookingMachine,
    (reservations, holds, payments, pendingBookings, navigation, notifier, types) =>
      provideBookingEffects({ reservations, holds, payments, pendingBookings, navigation, notifier, types }),
    BOOKING_PORTS.ReservationRepository,
    ...towardsTheBank,
    BOOKING_PORTS.ReservationTypeRepository,
  );
  bind.built(
    BOOKING_USE_CASES.MyReservationsMachine,
    (loadMyReservations, holds, payments, pendingBookings, navigation, notifier) =>
      provideMyReservationsEffects({ loadMyReservations, holds, payments, pendingBookings, navigation, notifier }),
    BOOKING_USE_CASES.LoadMyReservations,
    ...towardsTheBank,
  );
});
