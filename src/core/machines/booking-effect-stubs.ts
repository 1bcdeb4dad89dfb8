import { fromPromise, type NonReducibleUnknown } from 'xstate';
import type { CustomerHold } from '../domain/customer-hold';
import type { Reservation } from '../domain/reservation';
import type { BookableType } from '../domain/reservation-type';
import type { DayRange } from '../domain/day-range';
import type { PendingBooking } from '../ports/booking/pending-booking-store';
import type { BookingInput, BookingResult } from '../ports/booking/reservation-repository';
import type { PaymentInitiation } from '../ports/booking/payment-initiator';

const notProvided =
  <Params = undefined>(name: string) =>
  (_: unknown, _params: Params): void => {
    throw new Error(`${name} not provided`);
  };
const actorNotProvided = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} not provided`);
  });

/**
 * Every effect the booking machine needs, declared with its types and failing until
 * booking-effects.ts provides the real one (so a test can give fakes by name).
 */
export const bookingActorStubs = {
  loadMonth: actorNotProvided<BookableType, DayRange & { reservationTypeId: string }>('loadMonth'),
  loadAvailability: actorNotProvided<Reservation[], { date: string; reservationTypeId: string }>('loadAvailability'),
  bookSlot: actorNotProvided<BookingResult, BookingInput>('bookSlot'),
  initiatePayment: actorNotProvided<PaymentInitiation, { reservationId: string }>('initiatePayment'),
  loadHold: actorNotProvided<CustomerHold | null>('loadHold'),
  releaseHold: actorNotProvided<string, { reservationId: string }>('releaseHold'),
};

export const bookingActionStubs = {
  saveChoice: notProvided<PendingBooking>('saveChoice'),
  clearSavedChoice: notProvided('clearSavedChoice'),
  goToLogin: notProvided<{ from: string }>('goToLogin'),
  notifySuccess: notProvided<{ message: string }>('notifySuccess'),
  notifyError: notProvided<{ message: string }>('notifyError'),
  storeReservationId: notProvided<{ id: string }>('storeReservationId'),
  leaveTo: notProvided<{ url: string }>('leaveTo'),
};
