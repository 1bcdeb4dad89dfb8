import type { AppDatabase } from '../../../db/database';
import type { AccountCodeStore, CodePurpose, LiveCode, NewAccountCode } from '../ports/account-code-store';

const LIVE_CODE_COLUMNS = ['id', 'user_id', 'target', 'secret_hash'] as const;

function liveCodeOf(row: { id: string; user_id: string; target: string; secret_hash: string }): LiveCode {
  return { id: row.id, userId: row.user_id, target: row.target, secretHash: row.secret_hash };
}

/** The one-time secrets in their table; a used, expired or spent one stays dead. */
export class KyselyAccountCodeStore implements AccountCodeStore {
  constructor(private readonly db: AppDatabase) {}

  async issue(code: NewAccountCode, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('account_codes').where('user_id', '=', code.userId).where('purpose', '=', code.purpose).execute();
      await trx
        .insertInto('account_codes')
        .values({
          user_id: code.userId,
          purpose: code.purpose,
          target: code.target,
          secret_hash: code.secretHash,
          tries_left: code.tries,
          expires_at: code.expiresAt,
          created_at: now,
        })
        .execute();
    });
  }

  async liveByHash(purpose: CodePurpose, secretHash: string, now: Date): Promise<LiveCode | null> {
    const row = await this.db
      .selectFrom('account_codes')
      .select(LIVE_CODE_COLUMNS)
      .where('purpose', '=', purpose)
      .where('secret_hash', '=', secretHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('tries_left', '>', 0)
      .executeTakeFirst();
    return row ? liveCodeOf(row) : null;
  }

  async takeTry(userId: string, purpose: CodePurpose, now: Date): Promise<LiveCode | null> {
    const row = await this.db
      .updateTable('account_codes')
      .set((eb) => ({ tries_left: eb('tries_left', '-', 1) }))
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('tries_left', '>', 0)
      .returning(LIVE_CODE_COLUMNS)
      .executeTakeFirst();
    return row ? liveCodeOf(row) : null;
  }

  async consume(id: string, now: Date): Promise<boolean> {
    const used = await this.db
      .updateTable('account_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) > 0;
  }
}
