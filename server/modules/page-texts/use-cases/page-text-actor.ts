import { PAGE_TEXT_MESSAGES as M, isPageTextSlotKey, type PageTextSlotKey } from '../../../../src/core/domain/page-texts';
import type { PageTextAuthor } from '../ports/page-text-store';
import { Refusal } from '../../refusal';

/** Who asks to read or change the texts' versions: only the consultant (an admin) may. */
export interface PageTextActor extends PageTextAuthor {
  isAdmin: boolean;
}

export function requireConsultant(actor: PageTextActor | null): PageTextActor {
  if (!actor?.isAdmin) throw new Refusal('forbidden', M.forbidden);
  return actor;
}

export function knownSlot(slot: string): PageTextSlotKey {
  if (!isPageTextSlotKey(slot)) throw new Refusal('not-found', M.unknownSlot);
  return slot;
}
