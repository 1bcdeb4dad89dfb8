import type { AppDatabase } from '../db/database';
import type { DocumentsPorts } from '../modules/documents';
import { FileTypeDocumentKinds } from '../modules/documents/adapters/file-type-document-kinds';
import { KyselyDocumentSettingsStore } from '../modules/documents/adapters/kysely-document-settings-store';
import { KyselyDocumentStore } from '../modules/documents/adapters/kysely-document-store';

/** The documents module's adapters: rows and log on the database, the check of bytes by `file-type`. */
export function composeDocuments(db: AppDatabase): DocumentsPorts {
  return { store: new KyselyDocumentStore(db), kinds: new FileTypeDocumentKinds(), settings: new KyselyDocumentSettingsStore(db) };
}
