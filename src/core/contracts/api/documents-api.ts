import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  DOCUMENT_LIMIT_BOUNDS as B,
  DOCUMENT_MESSAGES as M,
  type DocumentAccessLine,
  type DocumentView,
} from '../../domain/documents/document-rules';

/** The consultant's document settings, in the units the dashboard shows, and their latest changes. */
export interface DocumentSettingsView {
  maxFileMb: number;
  maxBookingMb: number;
  keepDays: number;
  changes: Array<{ at: string; by: string | null; fields: string[] }>;
}

const whole = (bounds: { min: number; max: number }) =>
  v.pipe(
    v.number(M.invalidSettings),
    v.integer(M.invalidSettings),
    v.minValue(bounds.min, M.invalidSettings),
    v.maxValue(bounds.max, M.invalidSettings),
  );

const settingsBody = v.pipe(
  v.strictObject(
    { maxFileMb: v.optional(whole(B.maxFileMb)), maxBookingMb: v.optional(whole(B.maxBookingMb)), keepDays: v.optional(whole(B.keepDays)) },
    M.invalidSettings,
  ),
);

export type DocumentSettingsChange = v.InferOutput<typeof settingsBody>;

const logQuery = v.strictObject(
  { page: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,4}$/), v.transform(Number)), '1') },
  M.invalidSettings,
);

/** A document the customer uploaded, as its upload answers it. */
export type UploadedDocument = Pick<DocumentView, '_id' | 'name' | 'size' | 'mediaType'>;

/**
 * The customer's documents: uploads are multipart (field "file", and an optional "questionId"
 * before it); an upload before the booking stays the uploader's until the booking claims it.
 * A document nobody may read is answered as a missing one (404).
 */
export const documentsApi = {
  upload: endpoint<{ success: true; document: UploadedDocument }>()({ method: 'POST', path: '/api/documents' }),
  uploadToReservation: endpoint<{ success: true; document: UploadedDocument }>()({
    method: 'POST',
    path: '/api/reservations/:id/documents',
  }),
  listOfReservation: endpoint<{
    success: true;
    documents: DocumentView[];
    totalBytes: number;
    maxBookingBytes: number;
    maxFileBytes: number;
  }>()({
    method: 'GET',
    path: '/api/reservations/:id/documents',
  }),
  download: endpoint<never>()({ method: 'GET', path: '/api/documents/:id' }),
  remove: endpoint<{ success: true; message: string }>()({ method: 'DELETE', path: '/api/documents/:id' }),
  accessLog: endpoint<{ success: true; lines: DocumentAccessLine[]; hasMore: boolean }>()({
    method: 'GET',
    path: '/api/admin/reservations/:id/document-log',
    query: logQuery,
  }),
  readSettings: endpoint<{ success: true; settings: DocumentSettingsView }>()({ method: 'GET', path: '/api/admin/document-settings' }),
  saveSettings: endpoint<{ success: true; settings: DocumentSettingsView; message: string }>()({
    method: 'PUT',
    path: '/api/admin/document-settings',
    body: settingsBody,
  }),
};
