import type { Clock } from '../../../ports/clock';
import type { StoredTaxInvoice, TaxInvoiceStore } from '../ports/tax-invoice-store';
import type { InvoiceVerdict, TaxpayerError, TaxpayerSystem } from '../ports/tax-invoices-ports';
import { nextAttemptAfter, requiredStep } from '../invoice-step';
import { rejectionText, TAX_INVOICES_MESSAGES as M } from '../tax-invoices-messages';
import { postponeAll } from './record-failure';
import { failedWith, SendTaxInvoices } from './send-tax-invoices';

const BATCH = 20;
/** How long a process holds the invoices it sends: well beyond one request's 20 s timeout. */
const LEASE_MS = 2 * 60 * 1000;

/**
 * Sends the drafts whose turn has come, each leased to this process (SKIP LOCKED) so no other
 * sends it meanwhile. A draft taken up before may have reached the system from a process killed
 * before it wrote the answer down: the system is first asked by the draft's own trace ID (its id),
 * and one it already has is recorded as sent, never sent twice.
 */
export class SendDueInvoices {
  constructor(
    private readonly store: Pick<TaxInvoiceStore, 'claimDue' | 'move' | 'postpone'>,
    private readonly clock: Clock,
    private readonly retryBaseMs: number,
  ) {}

  async execute(system: TaxpayerSystem): Promise<number> {
    const now = this.clock.now();
    const due = await this.store.claimDue('draft', now, new Date(now.getTime() + LEASE_MS), BATCH);
    if (due.length === 0) return 0;
    const toSend = await this.notYetReceived(system, due);
    if (toSend === null) return 0;
    if (toSend.length === 0) return due.length;
    const sent = await new SendTaxInvoices({ taxpayerSystem: system }).execute(
      toSend.map((invoice) => ({ uid: invoice.id, invoice: invoice.document })),
    );
    if (!sent.ok) {
      if (sent.failure.kind === 'rejected') {
        for (const invoice of toSend) await this.rejectAtOnce(invoice, sent.failure.errors);
      } else {
        await postponeAll(this.store, this.clock, this.retryBaseMs, toSend, sent.failure, sent.message);
      }
      return 0;
    }
    for (const invoice of toSend) {
      const answer = sent.value.find((one) => one.uid === invoice.id);
      if (answer?.referenceNumber) await this.markSent(invoice, answer.referenceNumber);
      else await this.rejectAtOnce(invoice, answer?.errors ?? []);
    }
    return toSend.length;
  }

  /** The drafts the system has not received; those it has are recorded as sent. Null when it could not be asked. */
  private async notYetReceived(system: TaxpayerSystem, due: StoredTaxInvoice[]): Promise<StoredTaxInvoice[] | null> {
    const triedBefore = due.filter((invoice) => invoice.attempts > 1);
    if (triedBefore.length === 0) return due;
    const asked = await system.inquireByUid(triedBefore.map((invoice) => invoice.id));
    if (!asked.ok) {
      const failed = failedWith(asked.failure);
      await postponeAll(this.store, this.clock, this.retryBaseMs, due, asked.failure, failed.message);
      return null;
    }
    const received = new Map<string, InvoiceVerdict>();
    for (const verdict of asked.value) if (verdict.uid) received.set(verdict.uid, verdict);
    const remaining: StoredTaxInvoice[] = [];
    for (const invoice of due) {
      const verdict = received.get(invoice.id);
      if (verdict) await this.markSent(invoice, verdict.referenceNumber);
      else remaining.push(invoice);
    }
    return remaining;
  }

  private async markSent(invoice: StoredTaxInvoice, referenceNumber: string): Promise<void> {
    const now = this.clock.now();
    await this.store.move(
      {
        id: invoice.id,
        from: 'draft',
        to: requiredStep(invoice, { type: 'SEND' }),
        event: { kind: 'sent', message: `${M.sent} (${referenceNumber})`, actor: 'taxpayer-system' },
        referenceNumber,
        nextAttemptAt: nextAttemptAfter(now, 1, this.retryBaseMs),
      },
      now,
    );
  }

  /** The system refused the packet when it came: sent and rejected in one record, with its codes. */
  private async rejectAtOnce(invoice: StoredTaxInvoice, errors: TaxpayerError[]): Promise<void> {
    const sent = { ...invoice, status: requiredStep(invoice, { type: 'SEND' }) };
    await this.store.move(
      {
        id: invoice.id,
        from: 'draft',
        to: requiredStep(sent, { type: 'REJECTED' }),
        event: { kind: 'rejected', message: rejectionText(errors), actor: 'taxpayer-system' },
        errors,
        nextAttemptAt: null,
      },
      this.clock.now(),
    );
  }
}
