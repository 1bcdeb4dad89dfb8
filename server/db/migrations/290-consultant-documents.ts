import { Kysely, sql } from 'kysely';

/**
 * The consultant's files beside a session report (issue 32): a document the admin uploads to a
 * booking is the consultant's, marked so; its booking's customer may read it (not remove it), as
 * they read the report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('by_consultant', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('by_consultant').execute();
}
