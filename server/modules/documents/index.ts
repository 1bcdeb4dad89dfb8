import type { FastifyInstance } from 'fastify';
import type { Job } from '../../jobs/job-runner';
import type { Clock } from '../../ports/clock';
import type { FileStorage } from '../../ports/file-storage';
import { documentsRoutes } from './http/documents-routes';
import type { DocumentsPorts } from './ports/documents-ports';
import type { ClaimDocumentsPort } from './use-cases/claim-documents';
import { documentsUseCases, type DocumentsUseCases } from './use-cases/documents-use-cases';
import type { UnattachedUpload } from './use-cases/read-unattached';

/**
 * The documents module's public entry: the files a customer attaches to a booking (checked by
 * their bytes, kept under the storage's private folder, served as attachments to the booking's
 * customer and the admin alone), the append-only access log the consultant reads per booking,
 * and their retention. Another module attaches uploads made before a booking with
 * `claimDocumentsFor(deps)`.
 */
export type { DocumentsPorts } from './ports/documents-ports';
export type { DocumentStore } from './ports/document-store';
export type { DocumentKinds, StagedFile } from './ports/document-kinds';
export type { ClaimDocumentsInput, ClaimDocumentsOutcome, ClaimDocumentsPort } from './use-cases/claim-documents';
export { documentsUseCases, type DocumentsUseCases };
export type { UnattachedUpload } from './use-cases/read-unattached';
export { DOCUMENT_FOLDER } from './use-cases/upload-document';

/** What the module uses of the server's dependencies. */
export interface DocumentsDeps {
  documents: DocumentsPorts;
  storage: FileStorage;
  clock: Clock;
  config: { dataDir: string };
}

/** How often the retention job looks for documents to remove (once across processes). */
export const DOCUMENT_SWEEP_EVERY_MS = 60 * 60 * 1000;

export function documentsUseCasesFor(deps: DocumentsDeps): DocumentsUseCases {
  return documentsUseCases({ ...deps.documents, storage: deps.storage, clock: deps.clock });
}

/** `claimDocuments({ userId, reservationId, documentIds })`: attaches the user's own unattached uploads to the booking, all or none. */
export function claimDocumentsFor(deps: DocumentsDeps): ClaimDocumentsPort {
  const { claim } = documentsUseCasesFor(deps);
  return (input) => claim.execute(input);
}

/**
 * The booking module's port: before a hold, the user's unattached uploads among the ids sent
 * (their names and questions, for the answers); once the hold exists, the claim.
 */
export function bookingDocumentsFor(deps: DocumentsDeps): {
  unattachedOf(userId: string, ids: string[]): Promise<UnattachedUpload[]>;
  claim: ClaimDocumentsPort;
} {
  const { unattached, claim } = documentsUseCasesFor(deps);
  return { unattachedOf: (userId, ids) => unattached.execute({ userId, ids }), claim: (input) => claim.execute(input) };
}

/** The account module's port: the documents of an account about to be deleted. */
export function accountDocumentsFor(deps: DocumentsDeps): { eraseOf(userId: string): Promise<void> } {
  const { eraseAccount } = documentsUseCasesFor(deps);
  return { eraseOf: (userId) => eraseAccount.execute(userId) };
}

export function documentsJobs(useCases: DocumentsUseCases): Job[] {
  return [{ name: 'documents-retention', everyMs: DOCUMENT_SWEEP_EVERY_MS, run: () => useCases.sweep.execute() }];
}

export async function documentsModuleRoutes(app: FastifyInstance, deps: DocumentsDeps): Promise<void> {
  await documentsRoutes(documentsUseCasesFor(deps), deps.config.dataDir)(app);
}
