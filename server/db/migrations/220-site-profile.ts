import { Kysely, sql } from 'kysely';

/**
 * The site's identity as its owner sets it in the dashboard: one row (`id` is always 1), the
 * profile as JSON and the uploaded images beside it, so a save of the texts never touches the
 * pictures. No row is a blank profile: a production site starts naming no one. Every page shows
 * the profile (the footer, the header, the meta), so a change bumps a topic of its own, which the
 * finished-page cache and the profile's own read check. `site_profile_changes` is the owner's
 * log of who changed which fields when, read newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_profile')
    .addColumn('id', 'smallint', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('profile', 'jsonb', (c) => c.notNull())
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"portrait":null,"logo":null,"favicon":null}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('site_profile_changes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('site_profile_changes_newest').on('site_profile_changes').columns(['changed_at desc', 'id desc']).execute();
  await db
    .insertInto('data_versions' as never)
    .values({ topic: 'site-profile' } as never)
    .execute();
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    const rows = event === 'DELETE' ? 'OLD' : 'NEW';
    await sql`CREATE TRIGGER ${sql.id(`site_profile_${event.toLowerCase()}_bumps_version`)}
      AFTER ${sql.raw(event)} ON site_profile REFERENCING ${sql.raw(rows)} TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('site-profile')`.execute(db);
  }
  await sql`CREATE TRIGGER site_profile_truncate_bumps_version AFTER TRUNCATE ON site_profile
    FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('site-profile')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_profile_changes').ifExists().execute();
  await db.schema.dropTable('site_profile').ifExists().execute();
  await db
    .deleteFrom('data_versions' as never)
    .where('topic' as never, '=', 'site-profile' as never)
    .execute();
}
