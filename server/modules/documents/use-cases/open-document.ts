import type { Readable } from 'node:stream';
import { actorOf, mayRead, missingDocument } from './document-access';
import type { Caller, DocumentsContext } from './documents-context';

export interface OpenedDocument {
  name: string;
  mediaType: string;
  size: number;
  body: Readable;
}

/** A download: the bytes for the admin or the document's owner, each one written to the access log; anyone else, the missing document's answer. */
export class OpenDocument {
  constructor(private readonly context: Pick<DocumentsContext, 'store' | 'storage' | 'clock'>) {}

  async execute(input: { caller: Caller; documentId: string }): Promise<OpenedDocument> {
    const { store, storage, clock } = this.context;
    const document = await store.find(input.documentId);
    if (!document || !mayRead(document, input.caller)) throw missingDocument();
    const stored = await storage.get(document.storageKey);
    if (!stored) throw missingDocument();
    try {
      await store.appendAccess(document, { at: clock.now(), action: 'download', actor: actorOf(input.caller), actorId: input.caller.id });
    } catch (error) {
      stored.body.destroy();
      throw error;
    }
    return { name: document.name, mediaType: document.mediaType, size: stored.size, body: stored.body };
  }
}
