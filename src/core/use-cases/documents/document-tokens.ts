import { serviceToken as token } from '../../ports/service-token';
import type {
  ListBookingDocuments,
  LoadDocumentAccessLog,
  LoadDocumentSettings,
  RemoveBookingDocument,
  SaveDocumentSettings,
  UploadBookingDocument,
} from './booking-documents';

export const DOCUMENT_USE_CASES = {
  UploadBookingDocument: token<UploadBookingDocument>('UploadBookingDocument'),
  ListBookingDocuments: token<ListBookingDocuments>('ListBookingDocuments'),
  RemoveBookingDocument: token<RemoveBookingDocument>('RemoveBookingDocument'),
  LoadDocumentAccessLog: token<LoadDocumentAccessLog>('LoadDocumentAccessLog'),
  LoadDocumentSettings: token<LoadDocumentSettings>('LoadDocumentSettings'),
  SaveDocumentSettings: token<SaveDocumentSettings>('SaveDocumentSettings'),
} as const;
