import { Refusal } from '../../refusal';
import type { Clock } from '../../../ports/clock';
import type { TaxInvoiceStore } from '../ports/tax-invoice-store';
import { TAX_INVOICES_MESSAGES as M } from '../tax-invoices-messages';

/**
 * The consultant's «ارسال دوباره»: an invoice still waiting for a try (a draft the system did not
 * take yet, or one sent and awaiting its verdict) is taken up at the job's next run instead of
 * after its wait. A rejected invoice is corrected instead: the system never registered it, and a
 * new invoice with its own tax ID replaces it.
 */
export class ResendTaxInvoice {
  constructor(
    private readonly store: Pick<TaxInvoiceStore, 'find' | 'postpone'>,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, consultantId: string): Promise<string> {
    const invoice = await this.store.find(id);
    if (!invoice) throw new Refusal('not-found', M.invoiceNotFound);
    if (invoice.status !== 'draft' && invoice.status !== 'sent') throw new Refusal('conflict', M.cannotResend);
    const now = this.clock.now();
    await this.store.postpone(id, now, { kind: 'resend-asked', message: M.resendAsked, actor: 'consultant', actorId: consultantId }, now);
    return M.resendQueued;
  }
}
