import type { ReservationTypesSlice } from '../domain/persisted-state';
import type { ReservationTypeList } from '../ports/booking/reservation-type-repository';
import { createStore, type ReadableStore } from './store';

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

export interface ReservationTypesStore extends ReadableStore<ReservationTypesSlice> {
  /** asks for the list again, unless an ask is already under way */
  fetch(): void;
  /**
   * A view that lists the types has arrived: asks for the list, except on the page the server
   * rendered with it, whose list is as fresh as the page itself; the next arrival asks.
   */
  arrived(): void;
}

/**
 * The consultation types (spec section 4, "Reservation types fetch"): a fetch sets loading and
 * clears the error, success stores the list, failure keeps the list and stores the error. A
 * fetch that was under way when the state was saved is never restored as loading.
 */
export function createReservationTypesStore(
  load: () => Promise<ReservationTypeList>,
  restored?: Partial<ReservationTypesSlice>,
  /** the restored list is the one the server rendered this very page with (not a saved one) */
  { cameWithPage = false }: { cameWithPage?: boolean } = {},
): ReservationTypesStore {
  const store = createStore<ReservationTypesSlice>({ list: [], error: null, ...restored, loading: false });
  const settle = (change: Partial<ReservationTypesSlice>) => store.set({ ...store.get(), ...change, loading: false });
  let freshWithPage = cameWithPage && store.get().list.length > 0;
  const fetch = () => {
    if (store.get().loading) return;
    store.set({ ...store.get(), loading: true, error: null });
    load().then(
      (result) => settle(result.success ? { list: result.data } : { error: reservationTypesError(result) }),
      (thrown: unknown) => settle({ error: reservationTypesError({ thrown }) }),
    );
  };
  return {
    get: store.get,
    subscribe: store.subscribe,
    fetch,
    arrived() {
      if (freshWithPage) freshWithPage = false;
      else fetch();
    },
  };
}
