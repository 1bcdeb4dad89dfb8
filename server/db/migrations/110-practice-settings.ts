import { Kysely, sql } from 'kysely';

/**
 * The consultant's own settings, one row: how many hours before a session the customer may
 * still cancel or move it (24 unless the consultant changes it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('practice_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('customer_change_notice_hours', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(24)
        .check(sql`customer_change_notice_hours BETWEEN 0 AND 720`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`INSERT INTO practice_settings (id) VALUES (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('practice_settings').ifExists().execute();
}
