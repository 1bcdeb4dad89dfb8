import { createSessionStore } from '../../../src/core/stores/session-store';
import { sampleUser } from '../../fakes/sample-data';

describe('the session (user state)', () => {
  it('sets loading and clears the error when a sign-in starts', () => {
    const session = createSessionStore();
    session.dispatch({ type: 'SIGN_IN_FAILURE', error: 'رمز نادرست است' });
    session.dispatch({ type: 'SIGN_IN_START' });
    expect(session.get()).toMatchObject({ loading: true, error: null });
  });

  it('stores the user and ends loading on sign-in success', () => {
    const session = createSessionStore();
    session.dispatch({ type: 'SIGN_IN_START' });
    session.dispatch({ type: 'SIGN_IN_SUCCESS', user: sampleUser() });
    expect(session.get()).toEqual({ currentUser: sampleUser(), loading: false, error: null });
  });

  it('keeps the error and the user on an update failure', () => {
    const session = createSessionStore({ currentUser: sampleUser() });
    session.dispatch({ type: 'UPDATE_START' });
    session.dispatch({ type: 'UPDATE_FAILURE', error: 'خطایی رخ داده است' });
    expect(session.get()).toEqual({ currentUser: sampleUser(), loading: false, error: 'خطایی رخ داده است' });
  });

  it('clears the user on delete success and on sign-out', () => {
    const session = createSessionStore({ currentUser: sampleUser() });
    session.dispatch({ type: 'DELETE_USER_START' });
    session.dispatch({ type: 'DELETE_USER_SUCCESS' });
    expect(session.get().currentUser).toBeNull();

    const other = createSessionStore({ currentUser: sampleUser() });
    other.dispatch({ type: 'SIGN_OUT_SUCCESS' });
    expect(other.get().currentUser).toBeNull();
  });

  it('never restores a half-finished request as loading', () => {
    const session = createSessionStore({ currentUser: sampleUser(), loading: true, error: null });
    expect(session.get().loading).toBe(false);
  });

  it('tells its listeners of every change until they stop listening', () => {
    const session = createSessionStore();
    const heard: boolean[] = [];
    const stop = session.subscribe(() => heard.push(session.get().loading));
    session.dispatch({ type: 'SIGN_IN_START' });
    stop();
    session.dispatch({ type: 'SIGN_IN_FAILURE', error: 'رمز نادرست است' });
    expect(heard).toEqual([true]);
  });
});
