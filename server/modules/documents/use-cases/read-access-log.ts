import type { DocumentAccessLine } from '../../../../src/core/domain/documents/document-rules';
import type { DocumentsContext } from './documents-context';

const PAGE = 50;

/** A booking's document access log for the consultant, newest first, a page at a time. */
export class ReadAccessLog {
  constructor(private readonly context: Pick<DocumentsContext, 'store'>) {}

  async execute(input: { reservationId: string; page: number }): Promise<{ lines: DocumentAccessLine[]; hasMore: boolean }> {
    const lines = await this.context.store.accessLog(input.reservationId, PAGE + 1, (input.page - 1) * PAGE);
    return { lines: lines.slice(0, PAGE), hasMore: lines.length > PAGE };
  }
}
