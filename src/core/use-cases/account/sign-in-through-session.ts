import { isCodeNeeded, type CodeNeeded } from '../../domain/second-factor';
import type { User } from '../../domain/user';
import type { SessionDispatch } from '../../stores/session-store';
import { refused, succeeded, type Outcome } from '../../domain/outcome';
import { accountFailureText } from './account-failure';

/**
 * Runs a call that ends signed in (sign-in, its code step, or sign-up) and tells the session:
 * start, then success with the user, a pause when the second factor's code comes next, or
 * failure with the text the visitor reads.
 */
export async function signInThroughSession<T extends User | CodeNeeded>(
  dispatch: SessionDispatch,
  call: () => Promise<T>,
): Promise<Outcome<T>> {
  dispatch({ type: 'SIGN_IN_START' });
  try {
    const answer = await call();
    if (isCodeNeeded(answer)) dispatch({ type: 'SIGN_IN_CODE_NEEDED' });
    else dispatch({ type: 'SIGN_IN_SUCCESS', user: answer as User });
    return succeeded(answer);
  } catch (error) {
    const text = accountFailureText(error);
    dispatch({ type: 'SIGN_IN_FAILURE', error: text });
    return refused(text);
  }
}
