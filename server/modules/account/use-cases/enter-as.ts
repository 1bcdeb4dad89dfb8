import type { AccountUser } from '../ports/user-store';
import type { AccountContext } from './account-context';
import { issueDeviceCookie } from './device-cookie';
import type { SignInThrottle, Attempt } from './sign-in-throttle';
import { startSession, type Entered } from './start-session';

/** Entered, and the device cookie that makes this browser a known device of the account from now on. */
export interface EnteredOnDevice extends Entered {
  deviceCookie: string;
}

/** The last step of every sign-in: the mistakes counted where it came from are forgiven, a session starts, the device becomes known. */
export async function enterAs(
  context: Pick<AccountContext, 'clock' | 'secrets' | 'sessions'>,
  throttle: SignInThrottle,
  user: AccountUser,
  attempt: Attempt,
  previousToken: string | null,
): Promise<EnteredOnDevice> {
  await throttle.recordSuccess(attempt);
  const entered = await startSession(context, user, previousToken);
  return { ...entered, deviceCookie: await issueDeviceCookie(context.secrets, attempt.email) };
}
