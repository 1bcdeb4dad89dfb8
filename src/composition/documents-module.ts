import { ContainerModule } from 'inversify';
import { DOCUMENT_PORTS } from '../core/ports/documents/document-port-tokens';
import {
  ListBookingDocuments,
  LoadDocumentAccessLog,
  LoadDocumentSettings,
  RemoveBookingDocument,
  SaveDocumentSettings,
  UploadBookingDocument,
} from '../core/use-cases/documents/booking-documents';
import { DOCUMENT_USE_CASES } from '../core/use-cases/documents/document-tokens';
import { typedBinder } from './typed-binder';

/** The customer's documents' use cases, built from the repository's token. */
export const documentsModule = new ContainerModule(({ bind: bindOf }) => {
  const bind = typedBinder(bindOf);
  bind.instance(DOCUMENT_USE_CASES.UploadBookingDocument, UploadBookingDocument, DOCUMENT_PORTS.DocumentRepository);
  bind.instance(DOCUMENT_USE_CASES.ListBookingDocuments, ListBookingDocuments, DOCUMENT_PORTS.DocumentRepository);
  bind.instance(DOCUMENT_USE_CASES.RemoveBookingDocument, RemoveBookingDocument, DOCUMENT_PORTS.DocumentRepository);
  bind.instance(DOCUMENT_USE_CASES.LoadDocumentAccessLog, LoadDocumentAccessLog, DOCUMENT_PORTS.DocumentRepository);
  bind.instance(DOCUMENT_USE_CASES.LoadDocumentSettings, LoadDocumentSettings, DOCUMENT_PORTS.DocumentRepository);
  bind.instance(DOCUMENT_USE_CASES.SaveDocumentSettings, SaveDocumentSettings, DOCUMENT_PORTS.DocumentRepository);
});
