import { sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { AccessNote, DocumentRecord } from '../ports/document-store';

/** The parts the document store's queries share: a record's columns, the locks and totals of a booking's or an uploader's documents, a log line. */
export const RECORD_COLUMNS = [
  'd.id',
  'd.user_id',
  'd.reservation_id',
  'd.question_id',
  'd.name',
  'd.media_type',
  'd.size',
  'd.storage_key',
  'd.created_at',
  'd.by_consultant',
  'r.user_id as reservation_user_id',
  'r.starts_at',
] as const;

type RecordRow = {
  id: string;
  user_id: string | null;
  reservation_id: string | null;
  question_id: string | null;
  name: string;
  media_type: string;
  size: string | number;
  storage_key: string;
  created_at: Date;
  by_consultant: boolean | number;
  reservation_user_id: string | null;
  starts_at: Date | null;
};

export function recordOf(row: RecordRow): DocumentRecord {
  return {
    id: row.id,
    userId: row.user_id,
    reservationId: row.reservation_id,
    questionId: row.question_id,
    name: row.name,
    mediaType: row.media_type,
    size: Number(row.size),
    storageKey: row.storage_key,
    createdAt: new Date(row.created_at),
    byConsultant: Boolean(row.by_consultant),
    reservation: row.reservation_id && row.starts_at ? { userId: row.reservation_user_id, startsAt: new Date(row.starts_at) } : null,
  };
}

type Scope = { reservationId: string } | { unclaimedOf: string };
type Reader = AppDatabase | Transaction<Database>;

/** Holds the booking's row (or the uploader's) until the transaction ends, so totals are checked one upload at a time. */
export async function lockScope(trx: Transaction<Database>, scope: Scope): Promise<void> {
  if ('reservationId' in scope)
    await trx.selectFrom('reservations').select('id').where('id', '=', scope.reservationId).forNoKeyUpdate().execute();
  else await trx.selectFrom('users').select('id').where('id', '=', scope.unclaimedOf).forNoKeyUpdate().execute();
}

export async function totalIn(db: Reader, scope: Scope): Promise<number> {
  let query = db.selectFrom('documents').select(sql<string | null>`sum(size)`.as('total'));
  query =
    'reservationId' in scope
      ? query.where('reservation_id', '=', scope.reservationId)
      : query.where('user_id', '=', scope.unclaimedOf).where('reservation_id', 'is', null);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function appendIn(
  db: Reader,
  document: Pick<DocumentRecord, 'id' | 'name' | 'reservationId'>,
  note: AccessNote,
): Promise<void> {
  await db
    .insertInto('document_access_log')
    .values({
      at: note.at,
      action: note.action,
      actor: note.actor,
      actor_id: note.actorId,
      reason: note.reason ?? null,
      document_id: document.id,
      document_name: document.name,
      reservation_id: document.reservationId,
    })
    .execute();
}
