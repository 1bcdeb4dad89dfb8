import { UNCLAIMED_DOCUMENT_MS } from '../../../../src/core/domain/documents/document-rules';
import type { DocumentsContext } from './documents-context';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * The retention job's run: removes the documents whose session ended more than the set number
 * of days ago, uploads no booking claimed within a day, and any an erased account left. Safe to
 * run twice at once: the bytes go first (removing nothing is no error) and the row's removal,
 * with its one log line, happens once, in whichever run gets it.
 */
export class SweepDocuments {
  constructor(private readonly context: Pick<DocumentsContext, 'store' | 'storage' | 'settings' | 'clock'>) {}

  async execute(): Promise<{ removed: number }> {
    const { store, storage, settings, clock } = this.context;
    const { keepDays } = await settings.read();
    let removed = 0;
    for (;;) {
      const now = clock.now();
      const due = await store.due(new Date(now.getTime() - keepDays * DAY_MS), new Date(now.getTime() - UNCLAIMED_DOCUMENT_MS), BATCH);
      for (const document of due) {
        await storage.delete(document.storageKey);
        if (await store.remove(document.id, { at: now, action: 'delete', actor: 'system', actorId: null, reason: document.reason }))
          removed += 1;
      }
      if (due.length < BATCH) return { removed };
    }
  }
}
