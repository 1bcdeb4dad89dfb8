import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { DocumentAccessLine, DocumentView } from '../../../../src/core/domain/documents/document-rules';
import type { AccessNote, ClaimResult, DocumentRecord, DocumentStore, NewDocument, ReservationForDocuments } from '../ports/document-store';
import { appendIn, lockScope, RECORD_COLUMNS, recordOf, totalIn } from './kysely-document-rows';

/** The documents' rows (migration 275) and their append-only access log. */
export class KyselyDocumentStore implements DocumentStore {
  constructor(private readonly db: AppDatabase) {}

  private records() {
    return this.db.selectFrom('documents as d').leftJoin('reservations as r', 'r.id', 'd.reservation_id').select(RECORD_COLUMNS);
  }

  async reservationForDocuments(reservationId: string): Promise<ReservationForDocuments | null> {
    const row = await this.db
      .selectFrom('reservations')
      .select(['user_id', 'starts_at', 'status'])
      .where('id', '=', reservationId)
      .executeTakeFirst();
    return row ? { userId: row.user_id, startsAt: new Date(row.starts_at), status: row.status } : null;
  }

  async insert(document: NewDocument, maxTotalBytes: number, note: AccessNote): Promise<{ id: string } | null> {
    return this.db.transaction().execute(async (trx) => {
      const scope = document.reservationId ? { reservationId: document.reservationId } : { unclaimedOf: document.userId };
      await lockScope(trx, scope);
      if ((await totalIn(trx, scope)) + document.size > maxTotalBytes) return null;
      const { id } = await trx
        .insertInto('documents')
        .values({
          user_id: document.userId,
          reservation_id: document.reservationId,
          question_id: document.questionId,
          name: document.name,
          media_type: document.mediaType,
          size: document.size,
          storage_key: document.storageKey,
          created_at: document.createdAt,
          attached_at: document.reservationId ? document.createdAt : null,
          by_consultant: document.byConsultant ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendIn(trx, { id, name: document.name, reservationId: document.reservationId }, note);
      return { id };
    });
  }

  async totalBytes(scope: { reservationId: string } | { unclaimedOf: string }): Promise<number> {
    return totalIn(this.db, scope);
  }

  async find(id: string): Promise<DocumentRecord | null> {
    const row = await this.records().where('d.id', '=', id).executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  async listOfReservation(reservationId: string): Promise<DocumentView[]> {
    const rows = await this.db
      .selectFrom('documents')
      .select(['id', 'name', 'size', 'media_type', 'question_id', 'created_at', 'by_consultant'])
      .where('reservation_id', '=', reservationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      size: Number(row.size),
      mediaType: row.media_type,
      questionId: row.question_id,
      uploadedAt: new Date(row.created_at).toISOString(),
      byConsultant: Boolean(row.by_consultant),
    }));
  }

  async claim(
    input: { userId: string; reservationId: string; documentIds: string[] },
    maxBookingBytes: number,
    note: AccessNote,
  ): Promise<ClaimResult> {
    const ids = [...new Set(input.documentIds)];
    if (ids.length === 0) return { kind: 'claimed', ids: [] };
    return this.db.transaction().execute(async (trx) => {
      await lockScope(trx, { reservationId: input.reservationId });
      const mine = await trx
        .selectFrom('documents')
        .select(['id', 'name', 'size'])
        .where('id', 'in', ids)
        .where('user_id', '=', input.userId)
        .where('reservation_id', 'is', null)
        .forUpdate()
        .execute();
      const found = new Set(mine.map((row) => row.id));
      const unknown = ids.filter((id) => !found.has(id));
      if (unknown.length > 0) return { kind: 'unknown', ids: unknown };
      const adding = mine.reduce((sum, row) => sum + Number(row.size), 0);
      if ((await totalIn(trx, { reservationId: input.reservationId })) + adding > maxBookingBytes) return { kind: 'over-limit' };
      await trx
        .updateTable('documents')
        .set({ reservation_id: input.reservationId, attached_at: note.at })
        .where('id', 'in', ids)
        .execute();
      for (const row of mine) await appendIn(trx, { id: row.id, name: row.name, reservationId: input.reservationId }, note);
      return { kind: 'claimed', ids };
    });
  }

  async remove(id: string, note: AccessNote): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('documents').where('id', '=', id).returning(['id', 'name', 'reservation_id']).executeTakeFirst();
      if (!gone) return false;
      await appendIn(trx, { id: gone.id, name: gone.name, reservationId: gone.reservation_id }, note);
      return true;
    });
  }

  async appendAccess(document: Pick<DocumentRecord, 'id' | 'name' | 'reservationId'>, note: AccessNote): Promise<void> {
    await appendIn(this.db, document, note);
  }

  async due(endedBefore: Date, uploadedBefore: Date, limit: number) {
    const afterSession = await this.records()
      .where('d.reservation_id', 'is not', null)
      .where('r.ends_at', '<', endedBefore)
      .orderBy('d.created_at')
      .limit(limit)
      .execute();
    const unclaimed = await this.records()
      .where('d.reservation_id', 'is', null)
      .where('d.created_at', '<', uploadedBefore)
      .orderBy('d.created_at')
      .limit(limit)
      .execute();
    const ownerless = await this.records().where('d.user_id', 'is', null).orderBy('d.created_at').limit(limit).execute();
    return [
      ...ownerless.map((row) => ({ ...recordOf(row), reason: 'account-deleted' as const })),
      ...afterSession.map((row) => ({ ...recordOf(row), reason: 'retention' as const })),
      ...unclaimed.map((row) => ({ ...recordOf(row), reason: 'unclaimed' as const })),
    ]
      .filter((row, index, all) => all.findIndex((other) => other.id === row.id) === index)
      .slice(0, limit);
  }

  async ofUser(userId: string): Promise<DocumentRecord[]> {
    return (await this.records().where('d.user_id', '=', userId).execute()).map(recordOf);
  }

  async accessLog(reservationId: string, limit: number, offset: number): Promise<DocumentAccessLine[]> {
    const rows = await this.db
      .selectFrom('document_access_log as l')
      .leftJoin('users as u', 'u.id', 'l.actor_id')
      .select([
        'l.at',
        'l.action',
        'l.actor',
        'l.reason',
        'l.document_name',
        sql<string | null>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)`.as('by'),
      ])
      .where((eb) =>
        eb.or([
          eb('l.reservation_id', '=', reservationId),
          eb('l.document_id', 'in', eb.selectFrom('document_access_log').select('document_id').where('reservation_id', '=', reservationId)),
        ]),
      )
      .orderBy('l.at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      at: new Date(row.at).toISOString(),
      action: row.action,
      actor: row.actor,
      reason: row.reason,
      documentName: row.document_name,
      by: row.actor === 'system' ? null : row.by,
    }));
  }
}
