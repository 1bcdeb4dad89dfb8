import type { User } from '../domain/user';
import type { SessionDispatch } from '../stores/session-store';
import { refused, succeeded, type Outcome } from './outcome';
import { accountFailureText } from './account-failure';

/**
 * Runs a call that ends signed in (sign-in or sign-up) and tells the session: start, then
 * success with the user or failure with the text the visitor reads.
 */
export async function signInThroughSession(dispatch: SessionDispatch, call: () => Promise<User>): Promise<Outcome<User>> {
  dispatch({ type: 'SIGN_IN_START' });
  try {
    const user = await call();
    dispatch({ type: 'SIGN_IN_SUCCESS', user });
    return succeeded(user);
  } catch (error) {
    const text = accountFailureText(error);
    dispatch({ type: 'SIGN_IN_FAILURE', error: text });
    return refused(text);
  }
}
