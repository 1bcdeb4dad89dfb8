import type { DocumentLimits } from '../../../../src/core/domain/documents/document-rules';

/** The consultant's document limits and retention, and who changed them when. */
export interface DocumentSettingsStore {
  read(): Promise<DocumentLimits>;
  save(limits: DocumentLimits, note: { by: string; at: Date; fields: string[] }): Promise<void>;
  changes(limit: number): Promise<Array<{ at: Date; by: string | null; fields: string[] }>>;
}
