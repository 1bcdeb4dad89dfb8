import type { Clock } from '../../../ports/clock';
import type { TaxInvoiceStore } from '../ports/tax-invoice-store';
import type { TaxSendingSettings } from '../ports/tax-sending-settings';
import { saleInvoice } from '../tax-invoice-document';
import { TAX_INVOICES_MESSAGES as M } from '../tax-invoices-messages';

const BATCH = 50;

/**
 * Issues the invoice of every confirmed booking paid since sending was turned on that has none:
 * run by the job, so a process killed between the payment's confirmation and its invoice leaves
 * the booking to the next run. The store hands out serials one by one and refuses a second
 * original for a payment, so processes issuing at once make exactly one each.
 */
export class IssueTaxInvoices {
  constructor(
    private readonly store: Pick<TaxInvoiceStore, 'paidBookingsWithoutInvoice' | 'issue'>,
    private readonly clock: Clock,
  ) {}

  async execute(settings: TaxSendingSettings): Promise<number> {
    let issued = 0;
    for (;;) {
      const sales = await this.store.paidBookingsWithoutInvoice(settings.since, BATCH);
      let made = 0;
      for (const sale of sales) {
        const invoice = await this.store.issue({
          reservationId: sale.reservationId,
          paymentId: sale.paymentId,
          subject: 1,
          correctsId: null,
          cancelsId: null,
          memoryId: settings.memoryId,
          at: this.clock.now(),
          build: (serial) => saleInvoice(sale, settings, serial),
          event: { kind: 'issued', message: M.issued, actor: 'system' },
        });
        if (invoice) made += 1;
      }
      issued += made;
      // another process may have issued these meanwhile: stop when a batch made nothing new
      if (sales.length < BATCH || made === 0) return issued;
    }
  }
}
