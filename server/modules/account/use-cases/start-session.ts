import { hashSessionToken, newSessionToken, SESSION_TTL_MS } from '../session-token';
import type { AccountUser } from '../ports/user-store';
import type { AccountContext } from './account-context';

/** Someone signing up or in: what they typed, where from, and the session their browser already had. */
export interface Entry {
  email: string;
  password: string;
  /** the client's address, which the limits count by */
  address: string;
  previousToken: string | null;
}

/** The session's token goes to the browser alone; the store keeps its hash. */
export interface StartedSession {
  token: string;
  expiresAt: Date;
}

export interface Entered {
  user: AccountUser;
  session: StartedSession;
}

/**
 * A new session for the user: a fresh token (never one the browser brought along) that lasts
 * 30 days. The session the browser came with, if any, ends here.
 */
export async function startSession(
  context: Pick<AccountContext, 'clock' | 'sessions'>,
  user: AccountUser,
  previousToken: string | null,
): Promise<Entered> {
  const now = context.clock.now();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await context.sessions.start(
    { tokenHash: hashSessionToken(token), userId: user.id, expiresAt },
    previousToken === null ? null : hashSessionToken(previousToken),
    now,
  );
  return { user, session: { token, expiresAt } };
}
