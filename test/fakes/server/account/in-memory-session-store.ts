import type { AccountUser, SessionStore } from '../../../../server/modules/account';
import type { InMemoryUserStore } from './in-memory-user-store';

interface StoredSession {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
}

/** Sessions in memory, gone with their user as the database's cascade does. */
export class InMemorySessionStore implements SessionStore {
  readonly rows: StoredSession[] = [];

  constructor(private readonly users: InMemoryUserStore) {
    users.whenDeleted((id) => this.keepOnly((session) => session.userId !== id));
  }

  async start(session: StoredSession, replacing: string | null, now: Date): Promise<void> {
    this.keepOnly((stored) => stored.tokenHash !== replacing && !(stored.userId === session.userId && stored.expiresAt <= now));
    this.rows.push({ ...session });
  }

  async end(tokenHash: string): Promise<void> {
    this.keepOnly((session) => session.tokenHash !== tokenHash);
  }

  async endAllOf(userId: string): Promise<void> {
    this.keepOnly((session) => session.userId !== userId);
  }

  async userOf(tokenHash: string, now: Date): Promise<AccountUser | null> {
    const session = this.rows.find((stored) => stored.tokenHash === tokenHash && stored.expiresAt > now);
    return session ? this.users.byId(session.userId) : null;
  }

  /** the stored sessions of one user */
  of(userId: string): StoredSession[] {
    return this.rows.filter((session) => session.userId === userId);
  }

  private keepOnly(keep: (session: StoredSession) => boolean): void {
    const kept = this.rows.filter(keep);
    this.rows.splice(0, this.rows.length, ...kept);
  }
}
