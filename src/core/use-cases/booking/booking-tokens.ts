import { serviceToken as token } from '../../ports/service-token';
import type { CancelMyBooking } from './cancel-my-booking';
import type { LoadBookingNotice, LoadChangeNotice, SetBookingNotice, SetChangeNotice } from './change-notice';
import type { LoadMoveChoices } from './load-move-choices';
import type { MoveMyBooking } from './move-my-booking';
import type { LoadReservationType } from './load-reservation-type';
import type { LoadMyReservations } from './load-my-reservations';
import type { provideBookingEffects } from './booking-effects';
import type { provideMyReservationsEffects } from './my-reservations-effects';

/** The use cases of the customer's booking: types and their times, the hold, the way to the bank, the customer's bookings and their changes. */
export const BOOKING_USE_CASES = {
  CancelMyBooking: token<CancelMyBooking>('CancelMyBooking'),
  LoadChangeNotice: token<LoadChangeNotice>('LoadChangeNotice'),
  SetChangeNotice: token<SetChangeNotice>('SetChangeNotice'),
  LoadBookingNotice: token<LoadBookingNotice>('LoadBookingNotice'),
  SetBookingNotice: token<SetBookingNotice>('SetBookingNotice'),
  LoadMoveChoices: token<LoadMoveChoices>('LoadMoveChoices'),
  MoveMyBooking: token<MoveMyBooking>('MoveMyBooking'),
  LoadReservationType: token<LoadReservationType>('LoadReservationType'),
  LoadMyReservations: token<LoadMyReservations>('LoadMyReservations'),
  BookingMachine: token<ReturnType<typeof provideBookingEffects>>('BookingMachine'),
  MyReservationsMachine: token<ReturnType<typeof provideMyReservationsEffects>>('MyReservationsMachine'),
} as const;
