import type { DocumentView } from '../../../../src/core/domain/documents/document-rules';
import { missingDocument } from './document-access';
import type { Caller, DocumentsContext } from './documents-context';

export interface ReservationDocuments {
  documents: DocumentView[];
  totalBytes: number;
  maxBookingBytes: number;
  maxFileBytes: number;
}

/** A booking's documents, for its customer and the admin; for anyone else the booking is as if it had none to show. */
export class ListDocuments {
  constructor(private readonly context: Pick<DocumentsContext, 'store' | 'settings'>) {}

  async execute(input: { caller: Caller; reservationId: string }): Promise<ReservationDocuments> {
    const { store, settings } = this.context;
    const reservation = await store.reservationForDocuments(input.reservationId);
    const caller = input.caller;
    if (!reservation || !caller || (!caller.isAdmin && reservation.userId !== caller.id)) throw missingDocument();
    const [documents, limits] = await Promise.all([store.listOfReservation(input.reservationId), settings.read()]);
    return {
      documents,
      totalBytes: documents.reduce((sum, document) => sum + document.size, 0),
      maxBookingBytes: limits.maxBookingBytes,
      maxFileBytes: limits.maxFileBytes,
    };
  }
}
