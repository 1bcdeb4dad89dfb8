import type { DocumentSettingsChange, DocumentSettingsView } from '../../../../src/core/contracts/api/documents-api';
import { DOCUMENT_MESSAGES as M } from '../../../../src/core/domain/documents/document-rules';
import { Refusal } from '../../refusal';
import type { DocumentsContext } from './documents-context';

const MB = 1024 * 1024;

/** The document limits and retention as the dashboard shows them, with the latest changes. */
export class ReadDocumentSettings {
  constructor(private readonly context: Pick<DocumentsContext, 'settings'>) {}

  async execute(): Promise<DocumentSettingsView> {
    const [limits, changes] = await Promise.all([this.context.settings.read(), this.context.settings.changes(10)]);
    return {
      maxFileMb: Math.round(limits.maxFileBytes / MB),
      maxBookingMb: Math.round(limits.maxBookingBytes / MB),
      keepDays: limits.keepDays,
      changes: changes.map((change) => ({ ...change, at: change.at.toISOString() })),
    };
  }
}

/** The consultant's save: checked by the contract's schema, a booking's total never below a file's limit, logged by field. */
export class SaveDocumentSettings {
  constructor(private readonly context: Pick<DocumentsContext, 'settings' | 'clock'>) {}

  async execute(change: DocumentSettingsChange, by: string): Promise<void> {
    const current = await this.context.settings.read();
    const next = {
      maxFileBytes: change.maxFileMb === undefined ? current.maxFileBytes : change.maxFileMb * MB,
      maxBookingBytes: change.maxBookingMb === undefined ? current.maxBookingBytes : change.maxBookingMb * MB,
      keepDays: change.keepDays ?? current.keepDays,
    };
    if (next.maxBookingBytes < next.maxFileBytes) throw new Refusal('invalid', M.invalidSettings);
    const fields = (['maxFileBytes', 'maxBookingBytes', 'keepDays'] as const).filter((field) => next[field] !== current[field]);
    if (fields.length === 0) return;
    await this.context.settings.save(next, { by, at: this.context.clock.now(), fields });
  }
}
