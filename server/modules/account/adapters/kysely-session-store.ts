import type { AppDatabase } from '../../../db/database';
import type { NewSession, SessionStore } from '../ports/session-store';
import type { AccountUser } from '../ports/user-store';
import { ACCOUNT_USER_COLUMNS, accountUserOf } from './kysely-user-store';

/** Sessions in their own table, each row the hash of a token and its user, gone with the user. */
export class KyselySessionStore implements SessionStore {
  constructor(private readonly db: AppDatabase) {}

  async start(session: NewSession, replacing: string | null, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (replacing) await trx.deleteFrom('sessions').where('token_hash', '=', replacing).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', session.userId).where('expires_at', '<=', now).execute();
      await trx
        .insertInto('sessions')
        .values({ token_hash: session.tokenHash, user_id: session.userId, expires_at: session.expiresAt, created_at: now })
        .execute();
    });
  }

  async end(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  async endAllOf(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  async userOf(tokenHash: string, now: Date): Promise<AccountUser | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(ACCOUNT_USER_COLUMNS.map((column) => `users.${column}` as const))
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    return row ? accountUserOf(row) : null;
  }
}
