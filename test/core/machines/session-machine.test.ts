import { createActor } from 'xstate';
import { sessionMachine } from '../../../src/core/machines/session-machine';
import { sampleUser } from '../../fakes/sample-data';
import type { UserSlice } from '../../../src/core/domain/persisted-state';

function started(options: { input?: Partial<UserSlice> } = {}) {
  return createActor(sessionMachine, { input: options.input }).start();
}

describe('the session (user state)', () => {
  it('sets loading and clears the error when a sign-in starts', () => {
    const session = started();
    session.send({ type: 'SIGN_IN_FAILURE', error: 'رمز نادرست است' });
    session.send({ type: 'SIGN_IN_START' });
    expect(session.getSnapshot().context).toMatchObject({ loading: true, error: null });
  });

  it('stores the user and ends loading on sign-in success', () => {
    const session = started();
    session.send({ type: 'SIGN_IN_START' });
    session.send({ type: 'SIGN_IN_SUCCESS', user: sampleUser() });
    expect(session.getSnapshot().context).toEqual({ currentUser: sampleUser(), loading: false, error: null });
  });

  it('keeps the error and the user on an update failure', () => {
    const session = started({ input: { currentUser: sampleUser() } });
    session.send({ type: 'UPDATE_START' });
    session.send({ type: 'UPDATE_FAILURE', error: 'خطایی رخ داده است' });
    expect(session.getSnapshot().context).toEqual({ currentUser: sampleUser(), loading: false, error: 'خطایی رخ داده است' });
  });

  it('clears the user on delete success and on sign-out', () => {
    const session = started({ input: { currentUser: sampleUser() } });
    session.send({ type: 'DELETE_USER_START' });
    session.send({ type: 'DELETE_USER_SUCCESS' });
    expect(session.getSnapshot().context.currentUser).toBeNull();

    const other = started({ input: { currentUser: sampleUser() } });
    other.send({ type: 'SIGN_OUT_SUCCESS' });
    expect(other.getSnapshot().context.currentUser).toBeNull();
  });

  it('never restores a half-finished request as loading', () => {
    const session = started({ input: { currentUser: sampleUser(), loading: true, error: null } });
    expect(session.getSnapshot().context.loading).toBe(false);
  });
});
