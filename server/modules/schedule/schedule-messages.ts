import { SHARED_MESSAGES } from '../../../src/core/contracts/shared-messages';

/** The schedule's Persian answers that no browser rule shares (those live in src/core/domain). */
export const RESERVATION_TYPE_NOT_FOUND = SHARED_MESSAGES.reservationTypeNotFound;

/** What the admin is told after a weekly template: how many slots were added, and how many were skipped. */
export function templateMessage(created: number, skipped: number): string {
  const fa = (n: number) => new Intl.NumberFormat('fa-IR').format(n);
  const base = `${fa(created)} زمان افزوده شد`;
  return skipped > 0 ? `${base}؛ ${fa(skipped)} زمان تکراری یا گذشته بود و نادیده گرفته شد` : base;
}
