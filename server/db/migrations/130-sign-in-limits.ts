import { Kysely, sql } from 'kysely';

/**
 * Sign-in limits for several processes (issue 20): the failed sign-in and sign-up counts, one
 * row per key and window; the secret the server made for itself when none is configured; and
 * the admin's second factor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('limit_windows')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('limit_windows_pkey', ['scope', 'key'])
    .execute();
  // old windows are pruned by their start
  await db.schema.createIndex('limit_windows_by_start').on('limit_windows').columns(['scope', 'window_start']).execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('second_factors')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sealed_secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_step', 'integer')
    .addCheckConstraint('second_factors_step', sql`last_step IS NULL OR last_step > 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('second_factors').ifExists().execute();
  await db.schema.dropTable('server_secrets').ifExists().execute();
  await db.schema.dropTable('limit_windows').ifExists().execute();
}
