import type { User } from '../domain/user';
import type { UserSlice } from '../domain/persisted-state';
import { createStore, type ReadableStore } from './store';

export type SessionEvent =
  | { type: 'SIGN_IN_START' }
  | { type: 'SIGN_IN_SUCCESS'; user: User }
  | { type: 'SIGN_IN_FAILURE'; error: string }
  /** the password was right; the second factor's code comes next */
  | { type: 'SIGN_IN_CODE_NEEDED' }
  | { type: 'UPDATE_START' }
  | { type: 'UPDATE_SUCCESS'; user: User }
  | { type: 'UPDATE_FAILURE'; error: string }
  | { type: 'DELETE_USER_START' }
  | { type: 'DELETE_USER_SUCCESS' }
  | { type: 'DELETE_USER_FAILURE'; error: string }
  | { type: 'SIGN_OUT_SUCCESS' };

/** What use cases are given to report to the session. */
export type SessionDispatch = (event: SessionEvent) => void;

export interface SessionStore extends ReadableStore<UserSlice> {
  dispatch: SessionDispatch;
}

/**
 * The signed-in user (spec section 4, "User state"): every start sets loading and clears the
 * error, a success stores the user (delete and sign-out clear it), a failure keeps the error.
 */
export function sessionReducer(state: UserSlice, event: SessionEvent): UserSlice {
  switch (event.type) {
    case 'SIGN_IN_START':
    case 'UPDATE_START':
    case 'DELETE_USER_START':
      return { ...state, loading: true, error: null };
    case 'SIGN_IN_SUCCESS':
    case 'UPDATE_SUCCESS':
      return { currentUser: event.user, loading: false, error: null };
    case 'DELETE_USER_SUCCESS':
    case 'SIGN_OUT_SUCCESS':
      return { currentUser: null, loading: false, error: null };
    case 'SIGN_IN_CODE_NEEDED':
      return { ...state, loading: false, error: null };
    case 'SIGN_IN_FAILURE':
    case 'UPDATE_FAILURE':
    case 'DELETE_USER_FAILURE':
      return { ...state, loading: false, error: event.error };
  }
}

/** The session from the restored state; a request that was under way when it was saved is never restored as loading. */
export function createSessionStore(restored?: Partial<UserSlice>): SessionStore {
  const store = createStore<UserSlice>({ currentUser: null, error: null, ...restored, loading: false });
  return {
    get: store.get,
    subscribe: store.subscribe,
    dispatch: (event) => store.set(sessionReducer(store.get(), event)),
  };
}
