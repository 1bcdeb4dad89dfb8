import { assign, setup } from 'xstate';
import type { User } from '../domain/user';
import type { UserSlice } from '../domain/persisted-state';

export type SessionEvent =
  | { type: 'SIGN_IN_START' }
  | { type: 'SIGN_IN_SUCCESS'; user: User }
  | { type: 'SIGN_IN_FAILURE'; error: string }
  | { type: 'UPDATE_START' }
  | { type: 'UPDATE_SUCCESS'; user: User }
  | { type: 'UPDATE_FAILURE'; error: string }
  | { type: 'DELETE_USER_START' }
  | { type: 'DELETE_USER_SUCCESS' }
  | { type: 'DELETE_USER_FAILURE'; error: string }
  | { type: 'SIGN_OUT_SUCCESS' };

/**
 * The signed-in user (spec section 4, "User state"): every start sets loading and clears the
 * error, a success stores the user (delete and sign-out clear it), a failure keeps the error.
 */
export const sessionMachine = setup({
  types: {
    context: {} as UserSlice,
    events: {} as SessionEvent,
    input: {} as Partial<UserSlice> | undefined,
  },
  actions: {
    start: assign({ loading: true, error: null }),
    fail: assign(({ event }) => ({ loading: false, error: 'error' in event ? event.error : null })),
    storeUser: assign(({ event }) => ({ currentUser: 'user' in event ? event.user : null, loading: false, error: null })),
    clearUser: assign({ currentUser: null, loading: false, error: null }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ currentUser: null, error: null, ...input, loading: false }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        SIGN_IN_START: { actions: 'start' },
        SIGN_IN_SUCCESS: { actions: 'storeUser' },
        SIGN_IN_FAILURE: { actions: 'fail' },
        UPDATE_START: { actions: 'start' },
        UPDATE_SUCCESS: { actions: 'storeUser' },
        UPDATE_FAILURE: { actions: 'fail' },
        DELETE_USER_START: { actions: 'start' },
        DELETE_USER_SUCCESS: { actions: 'clearUser' },
        DELETE_USER_FAILURE: { actions: 'fail' },
        SIGN_OUT_SUCCESS: { actions: 'clearUser' },
      },
    },
  },
});

/** What use cases are given to report to the session (the actor's `send`). */
export type SessionDispatch = (event: SessionEvent) => void;
