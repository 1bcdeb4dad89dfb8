import { serviceToken as token } from '../service-token';
import type { DocumentRepository } from './document-repository';

/** The ports of the customer's documents. */
export const DOCUMENT_PORTS = {
  DocumentRepository: token<DocumentRepository>('DocumentRepository'),
} as const;
