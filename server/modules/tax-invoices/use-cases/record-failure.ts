import type { Clock } from '../../../ports/clock';
import type { StoredTaxInvoice, TaxInvoiceStore } from '../ports/tax-invoice-store';
import type { TaxpayerFailure } from '../ports/tax-invoices-ports';
import { nextAttemptAfter } from '../invoice-step';

/**
 * A call that brought no answer about these invoices: each is left where it stands, to be taken
 * up again after a growing wait, with the Persian reason in its record. A configuration error's
 * record is what the consultant's banner reads.
 */
export async function postponeAll(
  store: Pick<TaxInvoiceStore, 'postpone'>,
  clock: Clock,
  retryBaseMs: number,
  invoices: readonly StoredTaxInvoice[],
  failure: TaxpayerFailure,
  message: string,
): Promise<void> {
  const now = clock.now();
  const kind = failure.kind === 'configuration' ? 'configuration-error' : 'transient';
  const retryAfter = failure.kind === 'transient' ? failure.retryAfterSeconds : undefined;
  for (const invoice of invoices) {
    await store.postpone(
      invoice.id,
      nextAttemptAfter(now, invoice.attempts, retryBaseMs, retryAfter),
      { kind, message, actor: 'system' },
      now,
    );
  }
}
