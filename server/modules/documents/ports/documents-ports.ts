import type { DocumentKinds } from './document-kinds';
import type { DocumentSettingsStore } from './document-settings-store';
import type { DocumentStore } from './document-store';

/** What the documents module is given: its rows and log, the check of an upload's bytes, the limits. */
export interface DocumentsPorts {
  store: DocumentStore;
  kinds: DocumentKinds;
  settings: DocumentSettingsStore;
}
