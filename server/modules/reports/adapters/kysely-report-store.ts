import { sql, type Selectable, type Transaction } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { ReportVersionsTable } from '../../../db/tables/report-tables';
import type { SentReportVersion } from '../../../../src/core/domain/session-report';
import { LISTED_VERSIONS, type ReportDraft, type ReportStore, type ReportWrite, type SentReport } from '../ports/report-store';

const sentOf = (row: Pick<Selectable<ReportVersionsTable>, 'version' | 'body' | 'sent_at'>): SentReport => ({
  version: row.version,
  body: row.body,
  sentAt: new Date(row.sent_at!),
});

const draftOf = (row: Pick<Selectable<ReportVersionsTable>, 'version' | 'body' | 'saved_at'>): ReportDraft => ({
  version: row.version,
  body: row.body,
  savedAt: new Date(row.saved_at),
});

/**
 * Report versions on the database. Every write first locks the booking's row, so two saves or
 * sends of one report (from two tabs, or two server processes) take turns: each numbers its
 * version after the other's is in. A sent row is never updated or deleted (the table's trigger).
 */
export class KyselyReportStore implements ReportStore {
  constructor(private readonly db: AppDatabase) {}

  async draft(reservationId: string): Promise<ReportDraft | null> {
    const row = await this.db
      .selectFrom('report_versions')
      .select(['version', 'body', 'saved_at'])
      .where('reservation_id', '=', reservationId)
      .where('state', '=', 'draft')
      .executeTakeFirst();
    return row ? draftOf(row) : null;
  }

  async sent(reservationId: string, version: number | null): Promise<SentReport | null> {
    let query = this.db
      .selectFrom('report_versions')
      .select(['version', 'body', 'sent_at'])
      .where('reservation_id', '=', reservationId)
      .where('state', '=', 'sent');
    query = version === null ? query.orderBy('version', 'desc').limit(1) : query.where('version', '=', version);
    const row = await query.executeTakeFirst();
    return row ? sentOf(row) : null;
  }

  async sentVersions(reservationId: string): Promise<SentReportVersion[]> {
    const rows = await this.newestSent(reservationId).select(['version', 'sent_at']).execute();
    return rows.map((row) => ({ version: row.version, sentAt: new Date(row.sent_at!).toISOString() }));
  }

  async sentWithBodies(reservationId: string): Promise<SentReport[]> {
    const rows = await this.newestSent(reservationId).select(['version', 'body', 'sent_at']).execute();
    return rows.map(sentOf);
  }

  async saveDraft(write: ReportWrite): Promise<ReportDraft> {
    return this.db.transaction().execute(async (trx) => {
      await lockBooking(trx, write.reservationId);
      const updated = await trx
        .updateTable('report_versions')
        .set({ body: write.body, written_by: write.by, saved_at: write.at })
        .where('reservation_id', '=', write.reservationId)
        .where('state', '=', 'draft')
        .returning(['version', 'body', 'saved_at'])
        .executeTakeFirst();
      if (updated) return draftOf(updated);
      const inserted = await trx
        .insertInto('report_versions')
        .values({
          reservation_id: write.reservationId,
          version: await nextVersion(trx, write.reservationId),
          state: 'draft',
          body: write.body,
          written_by: write.by,
          saved_at: write.at,
        })
        .returning(['version', 'body', 'saved_at'])
        .executeTakeFirstOrThrow();
      return draftOf(inserted);
    });
  }

  async send(write: ReportWrite): Promise<SentReport> {
    return this.db.transaction().execute(async (trx) => {
      await lockBooking(trx, write.reservationId);
      await trx.deleteFrom('report_versions').where('reservation_id', '=', write.reservationId).where('state', '=', 'draft').execute();
      const row = await trx
        .insertInto('report_versions')
        .values({
          reservation_id: write.reservationId,
          version: await nextVersion(trx, write.reservationId),
          state: 'sent',
          body: write.body,
          written_by: write.by,
          saved_at: write.at,
          sent_at: write.at,
        })
        .returning(['version', 'body', 'sent_at'])
        .executeTakeFirstOrThrow();
      return sentOf(row);
    });
  }

  private newestSent(reservationId: string) {
    return this.db
      .selectFrom('report_versions')
      .where('reservation_id', '=', reservationId)
      .where('state', '=', 'sent')
      .orderBy('version', 'desc')
      .limit(LISTED_VERSIONS);
  }
}

type Trx = Transaction<Database>;

async function lockBooking(trx: Trx, reservationId: string): Promise<void> {
  await trx.selectFrom('reservations').select('id').where('id', '=', reservationId).forUpdate().execute();
}

/** One past the newest sent version: the draft is numbered as it will be sent. */
async function nextVersion(trx: Trx, reservationId: string): Promise<number> {
  const row = await trx
    .selectFrom('report_versions')
    .select(sql<number>`coalesce(max(version), 0) + 1`.as('next'))
    .where('reservation_id', '=', reservationId)
    .where('state', '=', 'sent')
    .executeTakeFirstOrThrow();
  return Number(row.next);
}
