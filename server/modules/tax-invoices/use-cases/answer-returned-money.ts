import type { Clock } from '../../../ports/clock';
import type { BuiltInvoice, TaxInvoiceStore } from '../ports/tax-invoice-store';
import type { TaxSendingSettings } from '../ports/tax-sending-settings';
import { invoiceStep } from '../invoice-step';
import { cancellingInvoice } from '../tax-invoice-document';
import { TAX_INVOICES_MESSAGES as M } from '../tax-invoices-messages';

const BATCH = 50;

/**
 * When a booking's money has gone back (the bank reversed it, or the consultant marked it
 * refunded), its invoice answers as the lifecycle says: one never registered (a draft, or one
 * the system rejected) becomes void; an accepted one is cancelled by a cancelling invoice
 * (صورتحساب ابطالی) linked to it, issued in the same transaction as the original's move. One still
 * awaiting its verdict waits for it.
 */
export class AnswerReturnedMoney {
  constructor(
    private readonly store: Pick<TaxInvoiceStore, 'withMoneyReturned' | 'move' | 'issue'>,
    private readonly clock: Clock,
  ) {}

  async execute(settings: TaxSendingSettings): Promise<number> {
    let answered = 0;
    for (const invoice of await this.store.withMoneyReturned(BATCH)) {
      const event = { type: 'MONEY_RETURNED', rials: invoice.totalRials } as const;
      const next = invoiceStep(invoice, event);
      const at = this.clock.now();
      if (next === 'void') {
        const moved = await this.store.move(
          {
            id: invoice.id,
            from: invoice.status,
            to: next,
            event: { kind: 'void', message: M.voided, actor: 'system' },
            nextAttemptAt: null,
          },
          at,
        );
        if (moved) answered += 1;
      } else if (next === 'cancelling') {
        const original: BuiltInvoice = { ...invoice };
        const cancelling = await this.store.issue({
          reservationId: invoice.reservationId,
          paymentId: invoice.paymentId,
          subject: 3,
          correctsId: null,
          cancelsId: invoice.id,
          memoryId: settings.memoryId,
          at,
          build: (serial) => cancellingInvoice(original, settings.memoryId, serial, at),
          event: { kind: 'issued', message: M.cancellationIssued, actor: 'system' },
          alsoMove: {
            id: invoice.id,
            from: invoice.status,
            to: next,
            event: { kind: 'cancelling', message: M.cancellationIssued, actor: 'system' },
          },
        });
        if (cancelling) answered += 1;
      }
    }
    return answered;
  }
}
