import type { AppDatabase } from '../db/database';
import type { PrunedCounts, StaleCounts } from '../operations/prune-stale-counts';

/** How long each count lasts: the window of each limit's scope (`sign-in`, `sign-up`), and of account code requests. */
export interface CountWindows {
  limitScopes: Record<string, number>;
  codeRequestsMs: number;
}

/** The stale counting rows on the database, each delete served by an index that leads with its scope or time. */
export class KyselyStaleCounts implements StaleCounts {
  constructor(
    private readonly db: AppDatabase,
    private readonly windows: CountWindows,
  ) {}

  async prune(now: Date): Promise<PrunedCounts> {
    const before = (ms: number) => new Date(now.getTime() - ms);
    let windows = 0;
    for (const [scope, ms] of Object.entries(this.windows.limitScopes)) {
      // the same test as counting's: a window that started `ms` ago or earlier has ended
      const gone = await this.db
        .deleteFrom('limit_windows')
        .where('scope', '=', scope)
        .where('window_start', '<=', before(ms))
        .executeTakeFirst();
      windows += Number(gone.numDeletedRows);
    }
    const requests = await this.db
      .deleteFrom('account_code_requests')
      .where('created_at', '<', before(this.windows.codeRequestsMs))
      .executeTakeFirst();
    return { windows, codeRequests: Number(requests.numDeletedRows) };
  }
}
