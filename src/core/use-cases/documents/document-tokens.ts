import { serviceToken as token } from '../../ports/service-token';
import type { ListBookingDocuments, RemoveBookingDocument, UploadBookingDocument } from './booking-documents';

export const DOCUMENT_USE_CASES = {
  UploadBookingDocument: token<UploadBookingDocument>('UploadBookingDocument'),
  ListBookingDocuments: token<ListBookingDocuments>('ListBookingDocuments'),
  RemoveBookingDocument: token<RemoveBookingDocument>('RemoveBookingDocument'),
} as const;
