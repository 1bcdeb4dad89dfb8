import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { DocumentLimits } from '../../../../src/core/domain/documents/document-rules';
import type { DocumentSettingsStore } from '../ports/document-settings-store';

/** The one `document_settings` row (migration 275) and its change log. */
export class KyselyDocumentSettingsStore implements DocumentSettingsStore {
  constructor(private readonly db: AppDatabase) {}

  async read(): Promise<DocumentLimits> {
    const row = await this.db.selectFrom('document_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    return { maxFileBytes: Number(row.max_file_bytes), maxBookingBytes: Number(row.max_booking_bytes), keepDays: row.keep_days };
  }

  async save(limits: DocumentLimits, note: { by: string; at: Date; fields: string[] }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('document_settings')
        .set({
          max_file_bytes: limits.maxFileBytes,
          max_booking_bytes: limits.maxBookingBytes,
          keep_days: limits.keepDays,
          updated_at: note.at,
        })
        .where('id', '=', 1)
        .execute();
      await trx
        .insertInto('document_settings_changes')
        .values({ changed_by: note.by, changed_at: note.at, fields: note.fields.join(',') })
        .execute();
    });
  }

  async changes(limit: number) {
    const rows = await this.db
      .selectFrom('document_settings_changes as c')
      .leftJoin('users as u', 'u.id', 'c.changed_by')
      .select([
        'c.changed_at',
        'c.fields',
        sql<string | null>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)`.as('by'),
      ])
      .orderBy('c.changed_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ at: new Date(row.changed_at), by: row.by, fields: row.fields.split(',') }));
  }
}
