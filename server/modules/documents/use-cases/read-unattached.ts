import { QUESTION_LIMITS } from '../../../../src/core/domain/booking-questions/booking-question';
import type { DocumentsContext } from './documents-context';

/** An upload not yet attached to a booking, as a booking's answers name it. */
export interface UnattachedUpload {
  id: string;
  name: string;
  questionId: string | null;
}

/**
 * The user's own uploads not yet attached to any booking, among `ids` (others', attached,
 * removed or made-up ids are left out): what a booking about to be held may name in its answers.
 * A booking names at most twenty, so they are read one by one.
 */
export class ReadUnattachedUploads {
  constructor(private readonly context: Pick<DocumentsContext, 'store'>) {}

  async execute(input: { userId: string; ids: string[] }): Promise<UnattachedUpload[]> {
    const ids = [...new Set(input.ids)].slice(0, QUESTION_LIMITS.documentsMax);
    const found = await Promise.all(ids.map((id) => this.context.store.find(id)));
    return found
      .filter((document) => document !== null && document.userId === input.userId && document.reservationId === null)
      .map((document) => ({ id: document!.id, name: document!.name, questionId: document!.questionId }));
  }
}
