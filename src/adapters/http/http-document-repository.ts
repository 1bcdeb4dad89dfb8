import {
  documentsApi,
  type DocumentSettingsChange,
  type DocumentSettingsView,
  type UploadedDocument,
} from '../../core/contracts/api/documents-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { DocumentAccessLine } from '../../core/domain/documents/document-rules';
import type { BookingDocuments, DocumentRepository, PickedFile } from '../../core/ports/documents/document-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';
import { requestFailureFrom } from './request-failure-from';

const UPLOAD_FAILED = 'بارگذاری فایل انجام نشد';
/** 20 MB on a slow line */
const UPLOAD_TIMEOUT_MS = 300_000;

/** The customer's documents over the API: uploads as multipart with axios's progress. */
export class HttpDocumentRepository implements DocumentRepository {
  constructor(
    private readonly http: ApiClient,
    private readonly apiHost: string,
  ) {}

  async upload(
    file: PickedFile,
    target: { reservationId: string | null; questionId?: string },
    onProgress: (fraction: number) => void,
  ): Promise<UploadedDocument> {
    const form = new FormData();
    if (target.questionId) form.append('questionId', target.questionId);
    form.append('file', file as unknown as Blob, file.name);
    const url = target.reservationId ? urlOf(documentsApi.uploadToReservation, { id: target.reservationId }) : documentsApi.upload.path;
    try {
      const answer = await this.http.post<{ document: UploadedDocument }>(url, form, {
        timeout: UPLOAD_TIMEOUT_MS,
        onUploadProgress: ({ loaded, total }) => onProgress(total ? Math.min(1, loaded / total) : 0),
      });
      return answer.data.document;
    } catch (error) {
      throw requestFailureFrom(error, UPLOAD_FAILED);
    }
  }

  async listOfReservation(reservationId: string): Promise<BookingDocuments> {
    const { data } = await withPersianErrors(() =>
      this.http.get<BookingDocuments>(urlOf(documentsApi.listOfReservation, { id: reservationId })),
    );
    return {
      documents: data.documents,
      totalBytes: data.totalBytes,
      maxBookingBytes: data.maxBookingBytes,
      maxFileBytes: data.maxFileBytes,
    };
  }

  async remove(documentId: string): Promise<void> {
    await withPersianErrors(() => this.http.delete(urlOf(documentsApi.remove, { id: documentId })));
  }

  async accessLog(reservationId: string, page: number) {
    const { data } = await withPersianErrors(() =>
      this.http.get<{ lines: DocumentAccessLine[]; hasMore: boolean }>(urlOf(documentsApi.accessLog, { id: reservationId }, { page })),
    );
    return { lines: data.lines, hasMore: data.hasMore };
  }

  async readSettings(): Promise<DocumentSettingsView> {
    return (await withPersianErrors(() => this.http.get<{ settings: DocumentSettingsView }>(documentsApi.readSettings.path))).data.settings;
  }

  async saveSettings(change: DocumentSettingsChange): Promise<{ settings: DocumentSettingsView; message: string }> {
    const { data } = await withPersianErrors(() =>
      this.http.put<{ settings: DocumentSettingsView; message: string }>(documentsApi.saveSettings.path, change),
    );
    return { settings: data.settings, message: data.message };
  }

  downloadUrl(documentId: string): string {
    return `${this.apiHost}${urlOf(documentsApi.download, { id: documentId })}`;
  }
}
