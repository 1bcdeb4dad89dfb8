import type { Clock } from '../../../ports/clock';
import type { BookingDocuments } from '../ports/booking-documents';
import type { BookingEvents } from '../ports/booking-events';
import type { BookingLogger } from '../ports/booking-logger';
import type { BookingStore } from '../ports/booking-store';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { PracticeSettings } from '../ports/practice-settings';

/** What the booking module's use cases are built with; the composition root makes one. */
export interface BookingContext {
  store: BookingStore;
  /** the bank for this use: asked once per use case run, so a settings change reaches the next payment */
  gateway: () => Promise<PaymentGateway>;
  events: BookingEvents;
  settings: PracticeSettings;
  clock: Clock;
  log: BookingLogger;
  /** the customer's uploads, attached to a new hold (absent: none can be) */
  documents?: BookingDocuments;
  /** where the bank sends the customer back */
  callbackUrl: string;
  /** how often the reconciliation job asks the bank about open payments (RECONCILE_EVERY_S) */
  reconcileEveryMs: number;
}

/** A free type's payment: no bank, an authority made here, confirmed at once. */
export const FREE_GATEWAY = 'free';

/** At most this many live unpaid holds from one client address: an office, a family or a carrier shares one, and a hold lasts six minutes. */
export const MAX_LIVE_HOLDS_PER_ADDRESS = 5;

const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * When the job asks the bank again about a payment it could not settle: the period, doubled
 * with each time it was asked, at most six hours.
 */
export function nextAskAt(now: Date, checks: number, reconcileEveryMs: number): Date {
  return new Date(now.getTime() + Math.min(reconcileEveryMs * 2 ** Math.max(0, checks - 1), LONGEST_WAIT_MS));
}
