import { Kysely, sql } from 'kysely';

/**
 * Every message the site sends or would send: the delivery job's queue and the consultant's
 * outbox. A dedupe key names the message's occasion, so one occasion is queued once even when
 * several processes ask for it at the same moment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('sms', 'email')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachments', 'jsonb')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('queued', 'sent', 'failed', 'kept')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // The delivery job's scan reads queued messages only, by when they are due.
  await sql`CREATE INDEX outbox_messages_due ON outbox_messages (next_attempt_at) WHERE status = 'queued'`.execute(db);
  await db.schema.createIndex('outbox_messages_newest').on('outbox_messages').columns(['created_at desc', 'id desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_messages').ifExists().execute();
}
