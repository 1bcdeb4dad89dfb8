import { assign, fromPromise, setup } from 'xstate';
import type { ReservationType } from '../domain/reservation-type';
import type { ReservationTypesSlice } from '../domain/persisted-state';
import type { ReservationTypeList } from '../ports/reservation-type-repository';

export const RESERVATION_TYPES_FETCH_FAILED = 'خطا در دریافت انواع رزرو';
export const RESERVATION_TYPES_REQUEST_FAILED_SUFFIX = 'ایی در دریافت اطلاعات رخ داد';

/** The spec's texts for a failed fetch: the server's word, or the thrown error's text plus the suffix. */
export function reservationTypesError(result: ReservationTypeList | { thrown: unknown }): string {
  if ('thrown' in result) {
    const text = result.thrown instanceof Error ? result.thrown.message : String(result.thrown);
    return `${text} ${RESERVATION_TYPES_REQUEST_FAILED_SUFFIX}`;
  }
  return result.message || RESERVATION_TYPES_FETCH_FAILED;
}

/** Fetch start sets loading and clears the error; success stores the list; failure stores the error. */
export const reservationTypesMachine = setup({
  types: {
    context: {} as ReservationTypesSlice,
    events: {} as { type: 'FETCH' },
    input: {} as Partial<ReservationTypesSlice> | undefined,
  },
  actors: {
    loadReservationTypes: fromPromise<ReservationTypeList>(async () => {
      throw new Error('loadReservationTypes not provided');
    }),
  },
}).createMachine({
  id: 'reservationTypes',
  context: ({ input }) => ({ list: [], error: null, ...input, loading: false }),
  initial: 'idle',
  states: {
    idle: { on: { FETCH: 'loading' } },
    loading: {
      entry: assign({ loading: true, error: null }),
      invoke: {
        src: 'loadReservationTypes',
        onDone: [
          {
            guard: ({ event }) => event.output.success,
            target: 'idle',
            actions: assign(({ event }) => ({ list: event.output.data as ReservationType[], loading: false })),
          },
          {
            target: 'idle',
            actions: assign(({ event }) => ({ error: reservationTypesError(event.output), loading: false })),
          },
        ],
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ error: reservationTypesError({ thrown: event.error }), loading: false })),
        },
      },
    },
  },
});
