import { lifecycleStep } from '../../../src/core/domain/lifecycle-step';
import {
  taxInvoiceLifecycleMachine,
  type TaxInvoiceLifecycleEvent,
  type TaxInvoiceLifecycleStatus,
} from '../../../src/core/machines/tax-invoice-lifecycle-machine';
import type { StoredTaxInvoice } from './ports/tax-invoice-store';

/** Where the lifecycle machine takes this invoice on `event`; null when it does not take that event there. */
export function invoiceStep(
  invoice: Pick<StoredTaxInvoice, 'status' | 'totalRials'>,
  event: TaxInvoiceLifecycleEvent,
): TaxInvoiceLifecycleStatus | null {
  return lifecycleStep(
    taxInvoiceLifecycleMachine,
    invoice.status,
    { totalRials: invoice.totalRials },
    event,
  ) as TaxInvoiceLifecycleStatus | null;
}

/** The step, which the caller knows the machine takes: a refusal here is a fault of the caller's. */
export function requiredStep(
  invoice: Pick<StoredTaxInvoice, 'status' | 'totalRials'>,
  event: TaxInvoiceLifecycleEvent,
): TaxInvoiceLifecycleStatus {
  const next = invoiceStep(invoice, event);
  if (next === null) throw new Error(`the tax invoice lifecycle takes no ${event.type} from ${invoice.status}`);
  return next;
}

/** The longest wait between tries of one invoice. */
const MAX_WAIT_MS = 60 * 60 * 1000;

/**
 * When to take an invoice up again after its `attempts`-th try brought no verdict: the base
 * wait, doubled with each try, at most an hour; never sooner than the system asked (429's Retry-After).
 */
export function nextAttemptAfter(now: Date, attempts: number, baseMs: number, retryAfterSeconds?: number): Date {
  const grown = Math.min(MAX_WAIT_MS, baseMs * 2 ** Math.min(20, Math.max(0, attempts - 1)));
  return new Date(now.getTime() + Math.max(grown, (retryAfterSeconds ?? 0) * 1000));
}
