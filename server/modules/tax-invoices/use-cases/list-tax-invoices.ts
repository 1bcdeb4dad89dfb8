import type { TaxInvoicesPage, TaxInvoicesQuery, TaxInvoiceView } from '../../../../src/core/contracts/api/tax-invoices-api';
import type { Clock } from '../../../ports/clock';
import type { ListedTaxInvoice, TaxInvoiceStore } from '../ports/tax-invoice-store';
import type { TaxSendingSettingsSource } from '../ports/tax-sending-settings';
import { invoiceStep } from '../invoice-step';

/** One page of the tab. */
export const TAX_INVOICES_PAGE_SIZE = 20;
/** How far back the banner looks for configuration errors. */
const PROBLEMS_WINDOW_MS = 24 * 60 * 60 * 1000;
const PROBLEMS_SHOWN = 3;

export function invoiceView(invoice: ListedTaxInvoice): TaxInvoiceView {
  return {
    id: invoice.id,
    taxId: invoice.taxId,
    subject: invoice.subject,
    answersTaxId: invoice.answersTaxId,
    corrects: invoice.correctsId !== null,
    status: invoice.status,
    customerName: invoice.customerName,
    typeTitle: invoice.typeTitle,
    bookingDate: invoice.bookingDate,
    bookingTime: invoice.bookingTime,
    buyerTaxId: invoice.buyerTaxId,
    totalRials: invoice.totalRials,
    vatRials: invoice.vatRials,
    issuedAt: invoice.issuedAt.toISOString(),
    refId: invoice.refId,
    referenceNumber: invoice.referenceNumber,
    errors: invoice.errors,
    nextAttemptAt: invoice.status === 'draft' || invoice.status === 'sent' ? (invoice.nextAttemptAt?.toISOString() ?? null) : null,
    canResend: invoice.status === 'draft' || invoice.status === 'sent',
    canCorrect: invoiceStep(invoice, { type: 'CORRECTION_SENT' }) !== null && invoice.status === 'rejected',
  };
}

/** A cursor as the page hands it out: the last row's creation (ms) and id. */
export function cursorOf(invoice: Pick<ListedTaxInvoice, 'createdAt' | 'id'>): string {
  return `${invoice.createdAt.getTime()}_${invoice.id}`;
}

function readCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [ms, id] = cursor.split('_');
  return { createdAt: new Date(Number(ms)), id };
}

/** The consultant's invoices, newest first, a page at a time, all or of one status; with the configuration errors of the last day. */
export class ListTaxInvoices {
  constructor(
    private readonly store: Pick<TaxInvoiceStore, 'list' | 'configurationProblems'>,
    private readonly settings: TaxSendingSettingsSource,
    private readonly clock: Clock,
  ) {}

  async execute(query: TaxInvoicesQuery): Promise<TaxInvoicesPage> {
    const [rows, problems, settings] = await Promise.all([
      this.store.list({ status: query.status ?? null, cursor: readCursor(query.cursor) }, TAX_INVOICES_PAGE_SIZE + 1),
      this.store.configurationProblems(new Date(this.clock.now().getTime() - PROBLEMS_WINDOW_MS), PROBLEMS_SHOWN),
      this.settings.read(),
    ]);
    const page = rows.slice(0, TAX_INVOICES_PAGE_SIZE);
    return {
      success: true,
      invoices: page.map(invoiceView),
      nextCursor: rows.length > TAX_INVOICES_PAGE_SIZE ? cursorOf(page[page.length - 1]) : null,
      problems: problems.map((problem) => ({ message: problem.message, at: problem.at.toISOString() })),
      sendingOn: settings !== null,
    };
  }
}
