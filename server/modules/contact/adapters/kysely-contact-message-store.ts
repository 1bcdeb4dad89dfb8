import type { Selectable } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { ContactMessagesTable } from '../../../db/tables/contact-tables';
import type { ContactMessageQuery, ContactMessageStore, StoredContactMessage } from '../ports/contact-message-store';

function messageOf(row: Selectable<ContactMessagesTable>): StoredContactMessage {
  return {
    id: row.id,
    trackingNumber: row.tracking_number,
    kind: row.kind,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    text: row.body,
    createdAt: new Date(row.created_at),
    answeredAt: row.answered_at ? new Date(row.answered_at) : null,
  };
}

/** Visitors' messages on the database; the list reads through the newest-first indexes (all, or by kind). */
export class KyselyContactMessageStore implements ContactMessageStore {
  constructor(private readonly db: AppDatabase) {}

  async add(message: Parameters<ContactMessageStore['add']>[0]): Promise<StoredContactMessage | null> {
    const row = await this.db
      .insertInto('contact_messages')
      .values({
        tracking_number: message.trackingNumber,
        kind: message.kind,
        name: message.name,
        mobile: message.mobile,
        email: message.email,
        body: message.text,
        created_at: message.at,
      })
      .onConflict((conflict) => conflict.column('tracking_number').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? messageOf(row) : null;
  }

  async list(query: ContactMessageQuery): Promise<StoredContactMessage[]> {
    let select = this.db.selectFrom('contact_messages').selectAll();
    if (query.trackingNumber !== null) select = select.where('tracking_number', '=', query.trackingNumber);
    if (query.complaintsOnly) select = select.where('kind', '=', 'complaint');
    const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute();
    return rows.map(messageOf);
  }

  async markAnswered(id: string, at: Date): Promise<boolean> {
    const found = await this.db.selectFrom('contact_messages').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) return false;
    await this.db.updateTable('contact_messages').set({ answered_at: at }).where('id', '=', id).where('answered_at', 'is', null).execute();
    return true;
  }
}
