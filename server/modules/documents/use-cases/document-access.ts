import { DOCUMENT_MESSAGES as M } from '../../../../src/core/domain/documents/document-rules';
import { Refusal } from '../../refusal';
import type { DocumentRecord } from '../ports/document-store';
import type { Caller } from './documents-context';

/**
 * Who may see a document: the admin, and its owner while it is theirs (unattached, or attached
 * to their own booking); a consultant's file, its booking's customer. Everyone else is told what
 * a missing document would tell them.
 */
export function mayRead(document: DocumentRecord, caller: Caller): caller is NonNullable<Caller> {
  if (!caller) return false;
  if (caller.isAdmin) return true;
  if (document.byConsultant) return document.reservation !== null && document.reservation.userId === caller.id;
  if (document.userId !== caller.id) return false;
  return document.reservation === null || document.reservation.userId === caller.id;
}

/** The one answer for a document that is not there and for one the caller may not see. */
export function missingDocument(): Refusal {
  return new Refusal('not-found', M.notFound);
}

/** The access log's name for who acted. */
export function actorOf(caller: NonNullable<Caller>): 'customer' | 'admin' {
  return caller.isAdmin ? 'admin' : 'customer';
}
