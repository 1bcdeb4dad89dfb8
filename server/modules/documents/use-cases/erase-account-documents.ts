import type { DocumentsContext } from './documents-context';

/** Removes every document of an account about to be deleted (its bookings, payments and receipts stay, as before). */
export class EraseAccountDocuments {
  constructor(private readonly context: Pick<DocumentsContext, 'store' | 'storage' | 'clock'>) {}

  async execute(userId: string): Promise<void> {
    const { store, storage, clock } = this.context;
    for (const document of await store.ofUser(userId)) {
      await storage.delete(document.storageKey);
      await store.remove(document.id, { at: clock.now(), action: 'delete', actor: 'system', actorId: null, reason: 'account-deleted' });
    }
  }
}
