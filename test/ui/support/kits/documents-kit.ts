import { DOCUMENT_PORTS } from '../../../../src/core/ports/documents/document-port-tokens';
import { FakeDocumentRepository } from '../../../fakes/fake-document-repository';
import { testKit } from './test-kit';

export interface DocumentFakes {
  documents: FakeDocumentRepository;
}

/** The fake behind the customer's documents. */
export const documentsKit = testKit<DocumentFakes>(
  () => ({ documents: new FakeDocumentRepository() }),
  (bind, fakes) => {
    bind.value(DOCUMENT_PORTS.DocumentRepository, fakes.documents);
  },
);
