import type { Kysely } from 'kysely';

/** The pruning job drops account code requests by their time alone: an index that leads with it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('account_code_requests_by_time').on('account_code_requests').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('account_code_requests_by_time').ifExists().execute();
}
