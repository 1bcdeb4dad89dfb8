import type { AppDatabase } from '../../../db/database';
import type { RequestTally } from '../ports/request-tally';

/** Requests as rows in the database, so that several server processes count together; a key's rows older than the window go as it is counted again. */
export class KyselyRequestTally implements RequestTally {
  constructor(private readonly db: AppDatabase) {}

  async record(keys: string[], now: Date, since: Date): Promise<number[]> {
    await this.db.deleteFrom('account_code_requests').where('key', 'in', keys).where('created_at', '<', since).execute();
    await this.db
      .insertInto('account_code_requests')
      .values(keys.map((key) => ({ key, created_at: now })))
      .execute();
    const rows = await this.db
      .selectFrom('account_code_requests')
      .select(['key', (eb) => eb.fn.countAll<string>().as('count')])
      .where('key', 'in', keys)
      .where('created_at', '>=', since)
      .groupBy('key')
      .execute();
    return keys.map((key) => Number(rows.find((row) => row.key === key)?.count ?? 0));
  }
}
