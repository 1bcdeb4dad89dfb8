import { Kysely, sql } from 'kysely';

/** The customer's mobile number, for the consultant to call and the bank's form; stored only as 09xxxxxxxxx. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('mobile', 'text', (c) => c.check(sql`mobile ~ '^09[0-9]{9}$'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mobile').execute();
}
