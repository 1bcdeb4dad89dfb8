import type { Clock } from '../../../ports/clock';
import type { StoredTaxInvoice, TaxInvoiceStore } from '../ports/tax-invoice-store';
import type { InvoiceVerdict, TaxpayerSystem } from '../ports/tax-invoices-ports';
import { invoiceStep, nextAttemptAfter, requiredStep } from '../invoice-step';
import { rejectionText, TAX_INVOICES_MESSAGES as M } from '../tax-invoices-messages';
import { postponeAll } from './record-failure';
import { InquireTaxInvoices } from './inquire-tax-invoices';

const BATCH = 50;
const LEASE_MS = 2 * 60 * 1000;

/**
 * Asks the system for its verdict on the sent invoices whose turn has come. Accepted and
 * rejected are recorded (with the system's codes); an answer still pending, or none, is asked
 * again after a growing wait. A cancelling invoice's verdict moves the invoice it cancels too.
 */
export class InquireDueInvoices {
  constructor(
    private readonly store: Pick<TaxInvoiceStore, 'claimDue' | 'move' | 'postpone' | 'find'>,
    private readonly clock: Clock,
    private readonly retryBaseMs: number,
  ) {}

  async execute(system: TaxpayerSystem): Promise<number> {
    const now = this.clock.now();
    const due = await this.store.claimDue('sent', now, new Date(now.getTime() + LEASE_MS), BATCH);
    if (due.length === 0) return 0;
    const asked = await new InquireTaxInvoices({ taxpayerSystem: system }).execute(due.map((invoice) => invoice.referenceNumber ?? ''));
    if (!asked.ok) {
      await postponeAll(this.store, this.clock, this.retryBaseMs, due, asked.failure, asked.message);
      return 0;
    }
    let settled = 0;
    for (const invoice of due) {
      const verdict = asked.value.find((one) => one.referenceNumber === invoice.referenceNumber);
      if (await this.record(invoice, verdict)) settled += 1;
    }
    return settled;
  }

  private async record(invoice: StoredTaxInvoice, verdict: InvoiceVerdict | undefined): Promise<boolean> {
    const now = this.clock.now();
    if (!verdict || verdict.status === 'pending' || verdict.status === 'not-found') {
      await this.store.postpone(
        invoice.id,
        nextAttemptAfter(now, invoice.attempts, this.retryBaseMs),
        { kind: 'pending', message: M.pending, actor: 'taxpayer-system' },
        now,
      );
      return false;
    }
    const accepted = verdict.status === 'accepted';
    const errors = verdict.status === 'rejected' ? verdict.errors : [];
    const moved = await this.store.move(
      {
        id: invoice.id,
        from: 'sent',
        to: requiredStep(invoice, { type: accepted ? 'ACCEPTED' : 'REJECTED' }),
        event: {
          kind: accepted ? 'accepted' : 'rejected',
          message: accepted ? M.accepted : rejectionText(errors),
          actor: 'taxpayer-system',
        },
        errors,
        nextAttemptAt: null,
      },
      now,
    );
    if (moved && invoice.cancelsId) await this.answerCancelled(invoice.cancelsId, accepted);
    return moved;
  }

  /** The cancelled invoice follows its cancelling one's verdict: cancelled once accepted; still cancelling (to be corrected) when rejected. */
  private async answerCancelled(originalId: string, accepted: boolean): Promise<void> {
    const original = await this.store.find(originalId);
    if (!original) return;
    const event = { type: accepted ? 'CANCELLATION_ACCEPTED' : 'CANCELLATION_REJECTED' } as const;
    const next = invoiceStep(original, event);
    if (next === null) return;
    await this.store.move(
      {
        id: original.id,
        from: original.status,
        to: next,
        event: {
          kind: accepted ? 'cancelled' : 'cancellation-rejected',
          message: accepted ? M.cancelled : M.cancellationRejected,
          actor: 'taxpayer-system',
        },
      },
      this.clock.now(),
    );
  }
}
