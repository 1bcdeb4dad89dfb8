import { ClaimDocuments } from './claim-documents';
import { DeleteDocument } from './delete-document';
import { ReadDocumentSettings, SaveDocumentSettings } from './document-settings';
import type { DocumentsContext } from './documents-context';
import { EraseAccountDocuments } from './erase-account-documents';
import { ListDocuments } from './list-documents';
import { OpenDocument } from './open-document';
import { ReadAccessLog } from './read-access-log';
import { ReadUnattachedUploads } from './read-unattached';
import { SweepDocuments } from './sweep-documents';
import { UploadDocument } from './upload-document';

export interface DocumentsUseCases {
  upload: UploadDocument;
  open: OpenDocument;
  list: ListDocuments;
  remove: DeleteDocument;
  claim: ClaimDocuments;
  unattached: ReadUnattachedUploads;
  sweep: SweepDocuments;
  eraseAccount: EraseAccountDocuments;
  accessLog: ReadAccessLog;
  readSettings: ReadDocumentSettings;
  saveSettings: SaveDocumentSettings;
}

export function documentsUseCases(context: DocumentsContext): DocumentsUseCases {
  return {
    upload: new UploadDocument(context),
    open: new OpenDocument(context),
    list: new ListDocuments(context),
    remove: new DeleteDocument(context),
    claim: new ClaimDocuments(context),
    unattached: new ReadUnattachedUploads(context),
    sweep: new SweepDocuments(context),
    eraseAccount: new EraseAccountDocuments(context),
    accessLog: new ReadAccessLog(context),
    readSettings: new ReadDocumentSettings(context),
    saveSettings: new SaveDocumentSettings(context),
  };
}
