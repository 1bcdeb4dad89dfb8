import type { DocumentAccessAction, DocumentAccessLine, DocumentView } from '../../../../src/core/domain/documents/document-rules';

/** A document's row, with what decides who may read it: its owner and, once attached, its booking's customer and start. */
export interface DocumentRecord {
  id: string;
  userId: string | null;
  reservationId: string | null;
  questionId: string | null;
  name: string;
  mediaType: string;
  size: number;
  storageKey: string;
  createdAt: Date;
  /** the consultant's file (the admin uploaded it to the booking): its customer reads it, beside the report */
  byConsultant: boolean;
  /** the booking's customer and session start, when attached */
  reservation: { userId: string | null; startsAt: Date } | null;
}

/** A booking as an upload to it needs it. */
export interface ReservationForDocuments {
  userId: string | null;
  startsAt: Date;
  status: string;
}

/** One access log line to append. */
export interface AccessNote {
  at: Date;
  action: DocumentAccessAction;
  actor: 'customer' | 'admin' | 'system';
  actorId: string | null;
  reason?: 'retention' | 'unclaimed' | 'account-deleted';
}

/** A document to keep: its row's own fields, made by a known user (the consultant's own file says so). */
export type NewDocument = Omit<DocumentRecord, 'id' | 'userId' | 'byConsultant' | 'reservation'> & {
  userId: string;
  byConsultant?: boolean;
};

/** What a claim found: done, ids that are not the user's unattached uploads, or the booking's total over its limit. */
export type ClaimResult = { kind: 'claimed'; ids: string[] } | { kind: 'unknown'; ids: string[] } | { kind: 'over-limit' };

/** The documents' rows and their access log, on the database. */
export interface DocumentStore {
  reservationForDocuments(reservationId: string): Promise<ReservationForDocuments | null>;
  /**
   * Keeps the row and its upload line in one transaction, unless the documents it joins (its
   * booking's, or the user's unclaimed uploads) would then weigh more than `maxTotalBytes`:
   * checked under a lock, so two uploads at once cannot both pass. False when over.
   */
  insert(document: NewDocument, maxTotalBytes: number, note: AccessNote): Promise<{ id: string } | null>;
  /** the bytes the booking's documents (or, for null, the user's unclaimed uploads) weigh now */
  totalBytes(scope: { reservationId: string } | { unclaimedOf: string }): Promise<number>;
  find(id: string): Promise<DocumentRecord | null>;
  listOfReservation(reservationId: string): Promise<DocumentView[]>;
  /** attaches the user's own unattached uploads to the booking, all or none */
  claim(
    input: { userId: string; reservationId: string; documentIds: string[] },
    maxBookingBytes: number,
    note: AccessNote,
  ): Promise<ClaimResult>;
  /** removes the row and writes its deletion line in one transaction; false when another removal got there first */
  remove(id: string, note: AccessNote): Promise<boolean>;
  appendAccess(document: Pick<DocumentRecord, 'id' | 'name' | 'reservationId'>, note: AccessNote): Promise<void>;
  /** documents whose session ended before `endedBefore`, unclaimed uploads made before `uploadedBefore`, and ownerless ones; at most `limit` */
  due(
    endedBefore: Date,
    uploadedBefore: Date,
    limit: number,
  ): Promise<Array<DocumentRecord & { reason: 'retention' | 'unclaimed' | 'account-deleted' }>>;
  ofUser(userId: string): Promise<DocumentRecord[]>;
  /** the booking's access log, newest first (lines of its documents from before they were attached too) */
  accessLog(reservationId: string, limit: number, offset: number): Promise<DocumentAccessLine[]>;
}
