import { DOCUMENT_MESSAGES as M } from '../../../../src/core/domain/documents/document-rules';
import type { DocumentsContext } from './documents-context';

export interface ClaimDocumentsInput {
  userId: string;
  reservationId: string;
  documentIds: string[];
}

/**
 * What a claim did: every document attached, or nothing changed because some ids are not the
 * user's unattached uploads (another's, already attached, removed or made up: `unknownIds`), or
 * because the booking's total would pass its limit. `message` is the customer's Persian line.
 */
export type ClaimDocumentsOutcome =
  | { ok: true; claimedIds: string[] }
  | { ok: false; reason: 'unknown-documents'; unknownIds: string[]; message: string }
  | { ok: false; reason: 'over-limit'; message: string };

/**
 * The booking's side of the documents (another module calls it once the reservation exists):
 * attaches the user's own uploads made before the booking to it, all or none, in one transaction.
 */
export class ClaimDocuments {
  constructor(private readonly context: Pick<DocumentsContext, 'store' | 'settings' | 'clock'>) {}

  async execute(input: ClaimDocumentsInput): Promise<ClaimDocumentsOutcome> {
    const limits = await this.context.settings.read();
    const result = await this.context.store.claim(input, limits.maxBookingBytes, {
      at: this.context.clock.now(),
      action: 'attach',
      actor: 'customer',
      actorId: input.userId,
    });
    if (result.kind === 'claimed') return { ok: true, claimedIds: result.ids };
    if (result.kind === 'unknown') return { ok: false, reason: 'unknown-documents', unknownIds: result.ids, message: M.unknownDocuments };
    return { ok: false, reason: 'over-limit', message: M.bookingFull(limits.maxBookingBytes) };
  }
}

/** The port other modules depend on: `claimDocuments({ userId, reservationId, documentIds })`. */
export type ClaimDocumentsPort = (input: ClaimDocumentsInput) => Promise<ClaimDocumentsOutcome>;
