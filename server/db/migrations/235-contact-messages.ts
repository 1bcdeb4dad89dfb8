import { Kysely, sql } from 'kysely';

/**
 * What visitors send from /contact, messages and complaints, with the tracking number each
 * sender is given (unique: the consultant finds a message by it). The consultant's list reads
 * newest first, all or the complaints alone, so each has an index in that order; answered_at
 * is set when the consultant marks it answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tracking_number', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('email', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addCheckConstraint('contact_messages_kind', sql`kind IN ('message', 'complaint')`)
    .addCheckConstraint('contact_messages_reply_to', sql`mobile IS NOT NULL OR email IS NOT NULL`)
    .execute();
  await sql`CREATE INDEX contact_messages_newest ON contact_messages (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX contact_messages_by_kind_newest ON contact_messages (kind, created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').ifExists().execute();
}
