import type { ReservationType } from './reservation-type';
import type { ThemeName } from './theme';
import type { User } from './user';
import { DEFAULT_THEME } from './theme';

export interface UserSlice {
  currentUser: User | null;
  error: string | null;
  loading: boolean;
}

export interface ReservationTypesSlice {
  list: ReservationType[];
  loading: boolean;
  error: string | null;
}

/** Everything the client keeps across reloads (spec section 3). */
export interface PersistedState {
  user: UserSlice;
  theme: ThemeName;
  reservations: ReservationTypesSlice;
}

export const INITIAL_STATE: PersistedState = {
  user: { currentUser: null, error: null, loading: false },
  theme: DEFAULT_THEME,
  reservations: { list: [], loading: false, error: null },
};

/**
 * A state read from outside (saved storage, the server's page) made whole: missing parts take
 * their initial values, nothing comes back "loading", and the theme is one of the two.
 */
export function normalizedState(saved: Partial<PersistedState>): PersistedState {
  return {
    user: { ...INITIAL_STATE.user, ...saved.user, currentUser: withMobile(saved.user?.currentUser), loading: false },
    theme: saved.theme === 'dark' ? 'dark' : 'light',
    reservations: { ...INITIAL_STATE.reservations, ...saved.reservations, loading: false },
  };
}

/** A user saved before accounts had a mobile number has none until the server says otherwise. */
function withMobile(user: User | null | undefined): User | null {
  return user ? { ...user, mobile: user.mobile ?? '' } : null;
}
