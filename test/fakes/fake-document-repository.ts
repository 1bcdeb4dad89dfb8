import type { DocumentSettingsChange, DocumentSettingsView, UploadedDocument } from '../../src/core/contracts/api/documents-api';
import { DOCUMENT_MESSAGES as M, type DocumentAccessLine, type DocumentView } from '../../src/core/domain/documents/document-rules';
import type { BookingDocuments, DocumentRepository, PickedFile } from '../../src/core/ports/documents/document-repository';

const MB = 1024 * 1024;

/** The documents API as a stateful fake: uploads kept per booking (or unattached), the limits enforced by size, a log of what happened. */
export class FakeDocumentRepository implements DocumentRepository {
  readonly byReservation = new Map<string, DocumentView[]>();
  readonly unattached: DocumentView[] = [];
  readonly log: DocumentAccessLine[] = [];
  settings: DocumentSettingsView = { maxFileMb: 20, maxBookingMb: 60, keepDays: 90, changes: [] };
  private next = 1;

  async upload(
    file: PickedFile,
    target: { reservationId: string | null; questionId?: string },
    onProgress: (fraction: number) => void,
  ): Promise<UploadedDocument> {
    if (file.size > this.settings.maxFileMb * MB) throw new Error(M.tooLarge(this.settings.maxFileMb * MB));
    onProgress(0.5);
    onProgress(1);
    const document: DocumentView = {
      _id: `document-${this.next++}`,
      name: file.name,
      size: file.size,
      mediaType: 'application/pdf',
      questionId: target.questionId ?? null,
      uploadedAt: new Date().toISOString(),
    };
    if (target.reservationId)
      this.byReservation.set(target.reservationId, [...(this.byReservation.get(target.reservationId) ?? []), document]);
    else this.unattached.push(document);
    this.log.unshift({ at: document.uploadedAt, action: 'upload', actor: 'customer', by: 'مشتری', documentName: file.name, reason: null });
    return { _id: document._id, name: document.name, size: document.size, mediaType: document.mediaType };
  }

  async listOfReservation(reservationId: string): Promise<BookingDocuments> {
    const documents = this.byReservation.get(reservationId) ?? [];
    return {
      documents,
      totalBytes: documents.reduce((sum, kept) => sum + kept.size, 0),
      maxBookingBytes: this.settings.maxBookingMb * MB,
      maxFileBytes: this.settings.maxFileMb * MB,
    };
  }

  async remove(documentId: string): Promise<void> {
    for (const [id, documents] of this.byReservation)
      this.byReservation.set(
        id,
        documents.filter((kept) => kept._id !== documentId),
      );
    const at = this.unattached.findIndex((kept) => kept._id === documentId);
    if (at >= 0) this.unattached.splice(at, 1);
  }

  downloadUrl(documentId: string): string {
    return `/api/documents/${documentId}`;
  }

  async accessLog(): Promise<{ lines: DocumentAccessLine[]; hasMore: boolean }> {
    return { lines: this.log, hasMore: false };
  }

  async readSettings(): Promise<DocumentSettingsView> {
    return this.settings;
  }

  async saveSettings(change: DocumentSettingsChange): Promise<{ settings: DocumentSettingsView; message: string }> {
    this.settings = { ...this.settings, ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) };
    return { settings: this.settings, message: M.settingsSaved };
  }
}
