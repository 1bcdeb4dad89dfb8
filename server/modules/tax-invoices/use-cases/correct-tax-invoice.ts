import { Refusal } from '../../refusal';
import type { Clock } from '../../../ports/clock';
import type { TaxInvoiceCorrection } from '../../../../src/core/contracts/api/tax-invoices-api';
import type { BuiltInvoice, TaxInvoiceStore } from '../ports/tax-invoice-store';
import type { TaxSendingSettingsSource } from '../ports/tax-sending-settings';
import { invoiceStep } from '../invoice-step';
import { cancellingInvoice, saleInvoice } from '../tax-invoice-document';
import { TAX_INVOICES_MESSAGES as M } from '../tax-invoices-messages';

/**
 * The consultant's «اصلاح»: a rejected invoice is replaced by a new one with its own serial and
 * tax ID, built again from the payment with the settings as they stand now (the economic code,
 * the VAT rate, the type's service ID the consultant fixed) and the buyer's ID as corrected; the
 * rejected one ends `corrected`, in the same transaction. The job sends the new one.
 */
export class CorrectTaxInvoice {
  constructor(
    private readonly store: Pick<TaxInvoiceStore, 'find' | 'paidBooking' | 'issue'>,
    private readonly settings: TaxSendingSettingsSource,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, correction: TaxInvoiceCorrection, consultantId: string): Promise<string> {
    const invoice = await this.store.find(id);
    if (!invoice) throw new Refusal('not-found', M.invoiceNotFound);
    const to = invoiceStep(invoice, { type: 'CORRECTION_SENT' });
    if (invoice.status !== 'rejected' || to === null) throw new Refusal('conflict', M.cannotCorrect);
    const settings = await this.settings.read();
    if (!settings) throw new Refusal('conflict', M.sendingOff);
    const sale = await this.store.paidBooking(invoice.paymentId);
    if (!sale) throw new Refusal('not-found', M.invoiceNotFound);
    const buyerTaxId = correction.buyerTaxId === undefined ? invoice.buyerTaxId : correction.buyerTaxId;
    const at = this.clock.now();
    let build: (serial: number) => BuiltInvoice;
    if (invoice.subject === 3 && invoice.cancelsId) {
      const cancelled = await this.store.find(invoice.cancelsId);
      if (!cancelled) throw new Refusal('not-found', M.invoiceNotFound);
      build = (serial) => cancellingInvoice(cancelled, settings.memoryId, serial, at);
    } else {
      build = (serial) => saleInvoice(sale, settings, serial, buyerTaxId);
    }
    const issued = await this.store.issue({
      reservationId: invoice.reservationId,
      paymentId: invoice.paymentId,
      subject: invoice.subject,
      correctsId: invoice.id,
      cancelsId: invoice.cancelsId,
      memoryId: settings.memoryId,
      at,
      build,
      event: { kind: 'issued', message: M.correctionIssued, actor: 'consultant', actorId: consultantId },
      alsoMove: {
        id: invoice.id,
        from: 'rejected',
        to,
        event: { kind: 'corrected', message: M.correctionIssued, actor: 'consultant', actorId: consultantId },
      },
    });
    if (!issued) throw new Refusal('conflict', M.alreadyCorrected);
    return M.correctionQueued;
  }
}
