import type { AccountUser } from './user-store';

/** A session as stored: the hash of its token, never the token itself. */
export interface NewSession {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
}

/** Who is signed in where. */
export interface SessionStore {
  /**
   * Keeps the new session and, at once, ends the one it replaces (the token the browser came
   * with, when any) and sweeps the user's sessions that expired by `now`.
   */
  start(session: NewSession, replacing: string | null, now: Date): Promise<void>;
  end(tokenHash: string): Promise<void>;
  /** ends every session of the user (after their password was reset) */
  endAllOf(userId: string): Promise<void>;
  /** the user of a session that has not expired by `now` */
  userOf(tokenHash: string, now: Date): Promise<AccountUser | null>;
}
