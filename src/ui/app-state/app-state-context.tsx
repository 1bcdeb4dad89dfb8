import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { sessionMachine } from '../../core/machines/session-machine';
import { themeMachine } from '../../core/machines/theme-machine';
import { reservationTypesMachine } from '../../core/machines/reservation-types-machine';
import type { PersistedState } from '../../core/domain/persisted-state';
import type { PersistedStateStore } from '../../core/ports/persisted-state-store';
import type { ReservationTypeRepository } from '../../core/ports/reservation-type-repository';
import { TOKENS } from '../../core/ports/tokens';
import { useService } from '../services/services-context';

interface AppActors {
  session: ActorRefFrom<typeof sessionMachine>;
  theme: ActorRefFrom<typeof themeMachine>;
  reservationTypes: ActorRefFrom<typeof reservationTypesMachine>;
}

const AppStateContext = createContext<AppActors | null>(null);

/** Runs the client-state machines from the restored state, saves it, and saves every change. */
export function AppStateProvider({ restored, children }: { restored: PersistedState; children: ReactNode }) {
  const store = useService<PersistedStateStore>(TOKENS.PersistedStateStore);
  const repository = useService<ReservationTypeRepository>(TOKENS.ReservationTypeRepository);
  const typesMachine = useMemo(
    () => reservationTypesMachine.provide({ actors: { loadReservationTypes: fromPromise(() => repository.list()) } }),
    [repository],
  );
  const session = useActorRef(sessionMachine, { input: restored.user });
  const theme = useActorRef(themeMachine, { input: { theme: restored.theme } });
  const reservationTypes = useActorRef(typesMachine, { input: restored.reservations });

  useEffect(() => {
    const save = () =>
      store.save({
        user: session.getSnapshot().context,
        theme: theme.getSnapshot().context.theme,
        reservations: reservationTypes.getSnapshot().context,
      });
    // written at once too: a page the server rendered starts from the server's state, which
    // local storage must then hold under "root" (spec section 3), not whatever it held before
    save();
    const subscriptions = [session.subscribe(save), theme.subscribe(save), reservationTypes.subscribe(save)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [store, session, theme, reservationTypes]);

  const actors = useMemo(() => ({ session, theme, reservationTypes }), [session, theme, reservationTypes]);
  return <AppStateContext.Provider value={actors}>{children}</AppStateContext.Provider>;
}

function useActors(): AppActors {
  const actors = useContext(AppStateContext);
  if (!actors) throw new Error('app state used outside AppStateProvider');
  return actors;
}

export function useSession() {
  const { session } = useActors();
  const state = useSelector(session, (snapshot) => snapshot.context);
  return { ...state, send: session.send };
}

export function useCurrentUser() {
  const { session } = useActors();
  return useSelector(session, (snapshot) => snapshot.context.currentUser);
}

export function useTheme() {
  const { theme } = useActors();
  const name = useSelector(theme, (snapshot) => snapshot.context.theme);
  return { theme: name, toggle: () => theme.send({ type: 'TOGGLE' }) };
}

export function useReservationTypes() {
  const { reservationTypes } = useActors();
  const state = useSelector(reservationTypes, (snapshot) => snapshot.context);
  return { ...state, fetch: () => reservationTypes.send({ type: 'FETCH' }) };
}
