import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { Clock } from '../../../ports/clock';
import type { WindowCounter } from '../ports/window-counter';

/**
 * Counts events per key in fixed windows of `windowMs`, one row per (scope, key) in the
 * database, so that every server process counts together. Each write also drops the scope's
 * windows that have ended, so a flood of made-up keys leaves no more than a window's worth.
 */
export class KyselyWindowCounter implements WindowCounter {
  constructor(
    private readonly db: AppDatabase,
    private readonly clock: Clock,
    private readonly scope: string,
    private readonly windowMs: number,
  ) {}

  async retryAfterMs(key: string, limit: number): Promise<number> {
    const now = this.clock.now().getTime();
    const row = await this.db
      .selectFrom('limit_windows')
      .select(['window_start', 'count'])
      .where('scope', '=', this.scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return 0;
    const ends = new Date(row.window_start).getTime() + this.windowMs;
    return ends > now && row.count >= limit ? ends - now : 0;
  }

  async add(key: string): Promise<void> {
    const now = this.clock.now();
    const ended = new Date(now.getTime() - this.windowMs);
    await this.db.deleteFrom('limit_windows').where('scope', '=', this.scope).where('window_start', '<=', ended).execute();
    // one statement, so that two processes counting the same key at once both count
    await this.db
      .insertInto('limit_windows')
      .values({ scope: this.scope, key, window_start: now, count: 1 })
      .onConflict((conflict) =>
        conflict.columns(['scope', 'key']).doUpdateSet({
          count: sql<number>`CASE WHEN limit_windows.window_start <= ${ended} THEN 1 ELSE limit_windows.count + 1 END`,
          window_start: sql<Date>`CASE WHEN limit_windows.window_start <= ${ended} THEN ${now} ELSE limit_windows.window_start END`,
        }),
      )
      .execute();
  }

  async forget(key: string): Promise<void> {
    await this.db.deleteFrom('limit_windows').where('scope', '=', this.scope).where('key', '=', key).execute();
  }
}
