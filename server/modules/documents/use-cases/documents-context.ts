import type { Clock } from '../../../ports/clock';
import type { FileStorage } from '../../../ports/file-storage';
import type { DocumentsPorts } from '../ports/documents-ports';

/** What the documents module's use cases are built with. */
export interface DocumentsContext extends DocumentsPorts {
  storage: FileStorage;
  clock: Clock;
}

/** Who asks: a signed-in user (the admin is the consultant), or nobody. */
export type Caller = { id: string; isAdmin: boolean } | null;
