import { Kysely, sql } from 'kysely';

/**
 * The consultant's questions per reservation type, and the customer's answers kept with each
 * reservation. The answers are a snapshot (each question's text and kind beside its answer), so
 * a later change of the type's questions changes no booking. Both are JSON lists, empty when none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservation_types')
    .addColumn('questions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('reservations')
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('answers').execute();
  await db.schema.alterTable('reservation_types').dropColumn('questions').execute();
}
