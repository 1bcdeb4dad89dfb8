import { Kysely, sql } from 'kysely';

/**
 * How each type's sessions happen: online (with the meeting link), in the office (with its
 * address) or by phone. Existing types become online with no link yet; the demo's free call
 * is by phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservation_types')
    .addColumn('session_mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('online')
        .check(sql`session_mode IN ('online', 'office', 'phone')`),
    )
    .execute();
  await db.schema.alterTable('reservation_types').addColumn('meeting_link', 'text').execute();
  await db.schema.alterTable('reservation_types').addColumn('office_address', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation_types').dropColumn('office_address').execute();
  await db.schema.alterTable('reservation_types').dropColumn('meeting_link').execute();
  await db.schema.alterTable('reservation_types').dropColumn('session_mode').execute();
}
