import { randomUUID } from 'node:crypto';
import { DOCUMENT_KINDS, DOCUMENT_MESSAGES as M } from '../../../../src/core/domain/documents/document-rules';
import type { UploadedDocument } from '../../../../src/core/contracts/api/documents-api';
import { PRIVATE_FOLDER } from '../../../ports/file-storage';
import { Refusal } from '../../refusal';
import type { StagedFile } from '../ports/document-kinds';
import { actorOf, missingDocument } from './document-access';
import { documentName } from './document-name';
import type { Caller, DocumentsContext } from './documents-context';

/** Where documents are kept in the storage: never served by /uploads/. */
export const DOCUMENT_FOLDER = `${PRIVATE_FOLDER}documents`;

export interface UploadInput {
  caller: NonNullable<Caller>;
  file: StagedFile | null;
  questionId: string | null;
  /** the caller's booking to attach it to; null: kept unattached for the booking about to be made */
  reservationId: string | null;
}

/**
 * A customer's upload: refused with a Persian line, and nothing kept, unless it is one of the
 * allowed kinds by its bytes, not empty, within the file limit and within the booking's total
 * (or, before the booking, the total of the customer's unclaimed uploads). An upload to a booking
 * is the booking's customer's alone, until its session starts.
 */
export class UploadDocument {
  constructor(private readonly context: Pick<DocumentsContext, 'store' | 'kinds' | 'storage' | 'settings' | 'clock'>) {}

  /** Whether the caller may add to the booking now: asked before the bytes are read, and again with them. */
  async checkTarget(caller: NonNullable<Caller>, reservationId: string): Promise<void> {
    const reservation = await this.context.store.reservationForDocuments(reservationId);
    // the consultant attaches files to a confirmed booking's report, before or after the session
    if (caller.isAdmin) {
      if (!reservation) throw missingDocument();
      if (reservation.status !== 'confirmed') throw new Refusal('conflict', M.notOpen);
      return;
    }
    if (!reservation || reservation.userId !== caller.id) throw missingDocument();
    if (reservation.status !== 'pending' && reservation.status !== 'confirmed') throw new Refusal('conflict', M.notOpen);
    if (reservation.startsAt.getTime() <= this.context.clock.now().getTime()) throw new Refusal('conflict', M.sessionStarted);
  }

  async execute(input: UploadInput): Promise<UploadedDocument> {
    const { store, kinds, settings, storage, clock } = this.context;
    const now = clock.now();
    if (input.reservationId) await this.checkTarget(input.caller, input.reservationId);
    const file = input.file;
    if (!file) throw new Refusal('invalid', M.noFile);
    if (file.size === 0) throw new Refusal('invalid', M.empty);
    const limits = await settings.read();
    if (file.size > limits.maxFileBytes) throw new Refusal('too-large', M.tooLarge(limits.maxFileBytes));
    const kind = await kinds.kindOf(file);
    if (!kind) throw new Refusal('not-an-image', M.notAllowed);
    const scope = input.reservationId ? { reservationId: input.reservationId } : { unclaimedOf: input.caller.id };
    if ((await store.totalBytes(scope)) + file.size > limits.maxBookingBytes)
      throw new Refusal('too-large', M.bookingFull(limits.maxBookingBytes));

    const name = documentName(file.name, kind);
    const mediaType = DOCUMENT_KINDS[kind].mediaType;
    const storageKey = `${DOCUMENT_FOLDER}/${randomUUID()}.${kind}`;
    await storage.put(storageKey, file.open(), { contentType: mediaType });
    let kept: { id: string } | null;
    try {
      kept = await store.insert(
        {
          userId: input.caller.id,
          reservationId: input.reservationId,
          questionId: input.questionId,
          name,
          mediaType,
          size: file.size,
          storageKey,
          createdAt: now,
          byConsultant: input.caller.isAdmin && input.reservationId !== null,
        },
        limits.maxBookingBytes,
        { at: now, action: 'upload', actor: actorOf(input.caller), actorId: input.caller.id },
      );
    } catch (error) {
      await storage.delete(storageKey);
      throw error;
    }
    if (!kept) {
      await storage.delete(storageKey);
      throw new Refusal('too-large', M.bookingFull(limits.maxBookingBytes));
    }
    return { _id: kept.id, name, size: file.size, mediaType };
  }
}
