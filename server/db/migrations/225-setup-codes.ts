import { Kysely, sql } from 'kysely';

/**
 * First run in the browser (issue 29): the one-time set-up codes a server prints while no admin
 * exists, kept only as sha-256 hashes, each valid for a day and once; and an index that answers
 * "is there an admin?" without reading the users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('setup_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_admins').on('users').column('id').where(sql.ref('is_admin'), '=', true).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_admins').ifExists().execute();
  await db.schema.dropTable('setup_codes').ifExists().execute();
}
