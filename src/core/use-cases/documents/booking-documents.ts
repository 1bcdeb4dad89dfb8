import type { UploadedDocument } from '../../contracts/api/documents-api';
import { DOCUMENT_MESSAGES as M } from '../../domain/documents/document-rules';
import { attempt, refused, type Outcome } from '../../domain/outcome';
import type { BookingDocuments, DocumentRepository, PickedFile } from '../../ports/documents/document-repository';

/** Uploads one document after the checks its size allows (the server checks its bytes). */
export class UploadBookingDocument {
  constructor(private readonly documents: DocumentRepository) {}

  execute(
    file: PickedFile,
    target: { reservationId: string | null; questionId?: string },
    limits: { maxFileBytes: number } | null,
    onProgress: (fraction: number) => void = () => undefined,
  ): Promise<Outcome<UploadedDocument>> {
    if (file.size === 0) return Promise.resolve(refused(M.empty));
    if (limits && file.size > limits.maxFileBytes) return Promise.resolve(refused(M.tooLarge(limits.maxFileBytes)));
    return attempt(() => this.documents.upload(file, target, onProgress), '');
  }
}

export class ListBookingDocuments {
  constructor(private readonly documents: DocumentRepository) {}

  execute(reservationId: string): Promise<Outcome<BookingDocuments>> {
    return attempt(() => this.documents.listOfReservation(reservationId), '');
  }
}

export class RemoveBookingDocument {
  constructor(private readonly documents: DocumentRepository) {}

  execute(documentId: string): Promise<Outcome<void>> {
    return attempt(() => this.documents.remove(documentId), M.deleted);
  }
}
