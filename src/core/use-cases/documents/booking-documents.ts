import type { DocumentSettingsChange, DocumentSettingsView, UploadedDocument } from '../../contracts/api/documents-api';
import { DOCUMENT_MESSAGES as M, type DocumentAccessLine } from '../../domain/documents/document-rules';
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

/** A booking's documents, each with the address it downloads from. */
export class ListBookingDocuments {
  constructor(private readonly documents: DocumentRepository) {}

  execute(reservationId: string): Promise<Outcome<BookingDocuments & { hrefs: Record<string, string> }>> {
    return attempt(async () => {
      const listed = await this.documents.listOfReservation(reservationId);
      const hrefs = Object.fromEntries(listed.documents.map((kept) => [kept._id, this.documents.downloadUrl(kept._id)]));
      return { ...listed, hrefs };
    }, '');
  }
}

/** The consultant's reading of a booking's document access log, a page at a time. */
export class LoadDocumentAccessLog {
  constructor(private readonly documents: DocumentRepository) {}

  execute(reservationId: string, page = 1): Promise<Outcome<{ lines: DocumentAccessLine[]; hasMore: boolean }>> {
    return attempt(() => this.documents.accessLog(reservationId, page), '');
  }
}

export class RemoveBookingDocument {
  constructor(private readonly documents: DocumentRepository) {}

  execute(documentId: string): Promise<Outcome<void>> {
    return attempt(() => this.documents.remove(documentId), M.deleted);
  }
}

/** The consultant's document limits and retention, read for the dashboard. */
export class LoadDocumentSettings {
  constructor(private readonly documents: DocumentRepository) {}

  execute(): Promise<Outcome<DocumentSettingsView>> {
    return attempt(() => this.documents.readSettings(), '');
  }
}

/** Saves them; the server checks the bounds and logs who changed which. */
export class SaveDocumentSettings {
  constructor(private readonly documents: DocumentRepository) {}

  async execute(change: DocumentSettingsChange): Promise<Outcome<DocumentSettingsView>> {
    const outcome = await attempt(
      () => this.documents.saveSettings(change),
      (saved) => saved.message,
    );
    return outcome.ok ? { ok: true, value: outcome.value.settings, message: outcome.message } : outcome;
  }
}
