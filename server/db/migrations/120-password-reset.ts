import { Kysely, sql } from 'kysely';

/**
 * Password reset and mobile verification: when the customer proved their mobile, the one-time
 * secrets (a link's token or a typed code) kept only as hashes, and the requests for them,
 * counted here so that every server process sees the same counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('mobile_verified_at', 'timestamptz').execute();
  await db.schema
    .createTable('account_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('reset-link', 'reset-code', 'verify-mobile')`))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('tries_left', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_codes_by_hash').on('account_codes').column('secret_hash').execute();
  await db.schema.createIndex('account_codes_by_user').on('account_codes').columns(['user_id', 'purpose']).execute();
  await db.schema
    .createTable('account_code_requests')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_code_requests_by_key').on('account_code_requests').columns(['key', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_code_requests').ifExists().execute();
  await db.schema.dropTable('account_codes').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('mobile_verified_at').execute();
}
