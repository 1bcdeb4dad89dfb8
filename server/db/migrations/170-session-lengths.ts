import { Kysely, sql } from 'kysely';

/**
 * A session has a length and a rest after it: each type's `duration_minutes` (60 unless the
 * consultant says otherwise) and `buffer_minutes` (the gap kept free after each of its
 * sessions, 0 by default). The calendar's one-range-at-a-time rule builds on these.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservation_types')
    .addColumn('duration_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(60)
        .check(sql`duration_minutes BETWEEN 5 AND 480`),
    )
    .execute();
  await db.schema
    .alterTable('reservation_types')
    .addColumn('buffer_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`buffer_minutes BETWEEN 0 AND 240`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation_types').dropColumn('buffer_minutes').execute();
  await db.schema.alterTable('reservation_types').dropColumn('duration_minutes').execute();
}
