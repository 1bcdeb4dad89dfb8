import type { DocumentSettingsChange, DocumentSettingsView, UploadedDocument } from '../../contracts/api/documents-api';
import type { DocumentAccessLine, DocumentView } from '../../domain/documents/document-rules';

/** The file the customer picked; in the browser a File. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
}

export interface BookingDocuments {
  documents: DocumentView[];
  totalBytes: number;
  maxBookingBytes: number;
  maxFileBytes: number;
}

/** The customer's documents on the server; every failure is thrown with the server's Persian line. */
export interface DocumentRepository {
  /** to the customer's booking, or (reservationId null) kept for the booking about to be made */
  upload(
    file: PickedFile,
    target: { reservationId: string | null; questionId?: string },
    onProgress: (fraction: number) => void,
  ): Promise<UploadedDocument>;
  listOfReservation(reservationId: string): Promise<BookingDocuments>;
  remove(documentId: string): Promise<void>;
  /** where the browser downloads it from (the server checks who asks) */
  downloadUrl(documentId: string): string;
  /** the booking's access log for the consultant, newest first */
  accessLog(reservationId: string, page: number): Promise<{ lines: DocumentAccessLine[]; hasMore: boolean }>;
  /** the consultant's limits and retention */
  readSettings(): Promise<DocumentSettingsView>;
  saveSettings(change: DocumentSettingsChange): Promise<{ settings: DocumentSettingsView; message: string }>;
}
