import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createSessionStore, type SessionStore } from '../../core/stores/session-store';
import { createThemeStore, type ThemeStore } from '../../core/stores/theme-store';
import { createReservationTypesStore, type ReservationTypesStore } from '../../core/stores/reservation-types-store';
import type { ReadableStore } from '../../core/stores/store';
import type { PersistedState } from '../../core/domain/persisted-state';
import { BOOKING_PORTS } from '../../core/ports/booking/booking-port-tokens';
import { PLATFORM_PORTS } from '../../core/ports/platform/platform-port-tokens';
import { useService } from '../services/services-context';

interface AppState {
  session: SessionStore;
  theme: ThemeStore;
  reservationTypes: ReservationTypesStore;
}

const AppStateContext = createContext<AppState | null>(null);

/** Holds the client state from the restored state, saves it, and saves every change. */
export function AppStateProvider({
  restored,
  fromServer = false,
  children,
}: {
  restored: PersistedState;
  /** `restored` is the state the server rendered this very page in */
  fromServer?: boolean;
  children: ReactNode;
}) {
  const store = useService(PLATFORM_PORTS.PersistedStateStore);
  const repository = useService(BOOKING_PORTS.ReservationTypeRepository);
  const [session] = useState(() => createSessionStore(restored.user));
  const [theme] = useState(() => createThemeStore(restored.theme));
  const [reservationTypes] = useState(() =>
    createReservationTypesStore(() => repository.list(), restored.reservations, { cameWithPage: fromServer }),
  );

  useEffect(() => {
    const save = () =>
      store.save({
        user: session.get(),
        theme: theme.get(),
        reservations: reservationTypes.get(),
      });
    // written at once too: a page the server rendered starts from the server's state, which
    // local storage must then hold under "root" (spec section 3), not whatever it held before
    save();
    const stops = [session.subscribe(save), theme.subscribe(save), reservationTypes.subscribe(save)];
    return () => stops.forEach((stop) => stop());
  }, [store, session, theme, reservationTypes]);

  const state = useMemo(() => ({ session, theme, reservationTypes }), [session, theme, reservationTypes]);
  return <AppStateContext.Provider value={state}>{children}</AppStateContext.Provider>;
}

function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('app state used outside AppStateProvider');
  return state;
}

/** What a store holds, or the part of it a view reads; the view renders again when that changes. */
function useStore<S, P = S>(store: ReadableStore<S>, select: (state: S) => P = (state) => state as unknown as P): P {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useSession() {
  const { session } = useAppState();
  return { ...useStore(session), dispatch: session.dispatch };
}

export function useCurrentUser() {
  return useStore(useAppState().session, (state) => state.currentUser);
}

export function useTheme() {
  const { theme } = useAppState();
  return { theme: useStore(theme), toggle: theme.toggle };
}

export function useReservationTypes() {
  const { reservationTypes } = useAppState();
  return { ...useStore(reservationTypes), fetch: reservationTypes.fetch, arrived: reservationTypes.arrived };
}
