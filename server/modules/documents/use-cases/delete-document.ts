import { DOCUMENT_MESSAGES as M } from '../../../../src/core/domain/documents/document-rules';
import { Refusal } from '../../refusal';
import { actorOf, mayRead, missingDocument } from './document-access';
import type { Caller, DocumentsContext } from './documents-context';

/**
 * Its owner removes a document until the booking's session starts (an unattached upload at any
 * time); the admin at any time. The bytes go first: a removal cut short leaves the row, and the
 * next try (or the retention job) finishes it, with one log line.
 */
export class DeleteDocument {
  constructor(private readonly context: Pick<DocumentsContext, 'store' | 'storage' | 'clock'>) {}

  async execute(input: { caller: Caller; documentId: string }): Promise<void> {
    const { store, storage, clock } = this.context;
    const document = await store.find(input.documentId);
    if (!document || !mayRead(document, input.caller)) throw missingDocument();
    // the consultant's files are the admin's to remove
    if (!input.caller.isAdmin && document.byConsultant) throw missingDocument();
    const now = clock.now();
    if (!input.caller.isAdmin && document.reservation && document.reservation.startsAt.getTime() <= now.getTime()) {
      throw new Refusal('conflict', M.sessionStarted);
    }
    await storage.delete(document.storageKey);
    const removed = await store.remove(document.id, { at: now, action: 'delete', actor: actorOf(input.caller), actorId: input.caller.id });
    if (!removed) throw missingDocument();
  }
}
