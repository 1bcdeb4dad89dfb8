import type { AppDatabase } from '../../../db/database';
import type { FeedTokenStore, StoredFeedToken } from '../ports/calendar-feed-ports';

/** The feed's token on Kysely: at most one row, replaced whole. */
export class KyselyFeedTokenStore implements FeedTokenStore {
  constructor(private readonly db: AppDatabase) {}

  async current(): Promise<StoredFeedToken | null> {
    const row = await this.db
      .selectFrom('calendar_feed_tokens')
      .select(['token_sealed', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { sealed: row.token_sealed, createdAt: new Date(row.created_at) } : null;
  }

  async replace(hash: string, sealed: string, at: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('calendar_feed_tokens').execute();
      await trx.insertInto('calendar_feed_tokens').values({ token_hash: hash, token_sealed: sealed, created_at: at }).execute();
    });
  }

  async opens(hash: string): Promise<boolean> {
    const row = await this.db.selectFrom('calendar_feed_tokens').select('id').where('token_hash', '=', hash).executeTakeFirst();
    return row !== undefined;
  }
}
