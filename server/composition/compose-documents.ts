import type { AppDatabase } from '../db/database';
import type { ServerDependencies } from '../server-dependencies';
import { accountDocumentsFor, bookingDocumentsFor, type DocumentsPorts } from '../modules/documents';
import { FileTypeDocumentKinds } from '../modules/documents/adapters/file-type-document-kinds';
import { KyselyDocumentSettingsStore } from '../modules/documents/adapters/kysely-document-settings-store';
import { KyselyDocumentStore } from '../modules/documents/adapters/kysely-document-store';

/** The documents module's adapters: rows and log on the database, the check of bytes by `file-type`. */
export function composeDocuments(db: AppDatabase): DocumentsPorts {
  return { store: new KyselyDocumentStore(db), kinds: new FileTypeDocumentKinds(), settings: new KyselyDocumentSettingsStore(db) };
}

/**
 * The server's dependencies with the documents module's, the account's deletion erasing the
 * account's documents first, and a new booking attaching the uploads made for it.
 */
export function withDocuments(db: AppDatabase, deps: Omit<ServerDependencies, 'documents'>): ServerDependencies {
  const documents = composeDocuments(db);
  const moduleDeps = { documents, storage: deps.storage, clock: deps.clock, config: deps.config };
  const files = accountDocumentsFor(moduleDeps);
  const booking = { ...deps.booking, documents: bookingDocumentsFor(moduleDeps) };
  return { ...deps, documents, booking, account: { ...deps.account, files } };
}
