import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { JobLeases } from './job-runner';

/** Job leases as rows of the `jobs` table; a job's row is made the first time any process asks for it. */
export class KyselyJobLeases implements JobLeases {
  constructor(private readonly db: AppDatabase) {}

  async claim(name: string, owner: string, now: Date, leaseUntil: Date): Promise<boolean> {
    await this.db
      .insertInto('jobs')
      .values({ name, next_run_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    // One statement: PostgreSQL re-checks the WHERE after a concurrent claimer commits, so only one wins.
    const claimed = await this.db
      .updateTable('jobs')
      .set({ lease_owner: owner, lease_until: leaseUntil })
      .where('name', '=', name)
      .where('next_run_at', '<=', now)
      .where(sql<boolean>`(lease_until IS NULL OR lease_until < ${now})`)
      .returning('name')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  async renew(name: string, owner: string, leaseUntil: Date): Promise<boolean> {
    const renewed = await this.db
      .updateTable('jobs')
      .set({ lease_until: leaseUntil })
      .where('name', '=', name)
      .where('lease_owner', '=', owner)
      .returning('name')
      .executeTakeFirst();
    return renewed !== undefined;
  }

  async finish(name: string, owner: string, nextRunAt: Date, finishedAt: Date, error: string | null): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ next_run_at: nextRunAt, lease_owner: null, lease_until: null, last_finished_at: finishedAt, last_error: error })
      .where('name', '=', name)
      .where('lease_owner', '=', owner)
      .execute();
  }
}
