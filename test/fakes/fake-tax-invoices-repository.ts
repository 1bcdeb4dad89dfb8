import * as v from 'valibot';
import {
  taxInvoicesApi,
  type TaxConfigurationProblem,
  type TaxInvoiceCorrection,
  type TaxInvoiceView,
} from '../../src/core/contracts/api/tax-invoices-api';
import type { TaxInvoiceLifecycleStatus } from '../../src/core/domain/tax/tax-invoice-status';
import type { TaxInvoicesRepository, TaxInvoicesShown } from '../../src/core/ports/practice/tax-invoices-repository';

/** The server's answers to resend and correct (server/modules/tax-invoices), as the consultant reads them. */
export const FAKE_TAX_INVOICE_ANSWERS = {
  resendQueued: 'صورتحساب در نوبت ارسال دوباره قرار گرفت',
  correctionQueued: 'صورتحساب اصلاحی صادر شد و به‌زودی فرستاده می‌شود',
  cannotResend: 'این صورتحساب در انتظار ارسال یا پاسخ نیست؛ صورتحساب ردشده را اصلاح کنید',
  cannotCorrect: 'فقط صورتحساب ردشده را می‌توان اصلاح کرد',
} as const;

/** An invoice as the server lists it; `canResend` and `canCorrect` follow from its status as the server's do. */
export function sampleTaxInvoice(fields: Partial<TaxInvoiceView> & Pick<TaxInvoiceView, 'id' | 'status'>): TaxInvoiceView {
  const invoice: TaxInvoiceView = {
    taxId: `A1B2C3${fields.id.padStart(16, '0').slice(-16).toUpperCase()}`,
    subject: 1,
    answersTaxId: null,
    corrects: false,
    customerName: 'سارا احمدی',
    typeTitle: 'مشاوره مالی تخصصی',
    bookingDate: '2026-11-24',
    bookingTime: '10:00',
    buyerTaxId: null,
    totalRials: 13_750_000,
    vatRials: 1_250_000,
    issuedAt: '2026-11-22T08:30:00.000Z',
    refId: '50100200300',
    referenceNumber: null,
    errors: [],
    nextAttemptAt: null,
    canResend: false,
    canCorrect: false,
    ...fields,
  };
  return withActions(invoice);
}

function withActions(invoice: TaxInvoiceView): TaxInvoiceView {
  return { ...invoice, canResend: invoice.status === 'draft' || invoice.status === 'sent', canCorrect: invoice.status === 'rejected' };
}

/**
 * The consultant's e-invoices in memory, answering as the server does: pages newest first (the
 * order given), all or of one status, `pageSize` at a time after a cursor; resend only of an
 * invoice still to be sent or answered; correct only of a rejected one, its buyer's ID checked by
 * the API's own rule, the rejected one `corrected` and a new draft in its place. Every page asked
 * for is kept in `asked`, every write in `writes`.
 */
export class FakeTaxInvoicesRepository implements TaxInvoicesRepository {
  invoices: TaxInvoiceView[] = [];
  problems: TaxConfigurationProblem[] = [];
  sendingOn = true;
  pageSize = 20;
  readonly asked: Array<{ status: TaxInvoiceLifecycleStatus | null; cursor: string | null }> = [];
  readonly writes: Array<{ kind: 'resend' | 'correct'; id: string; buyerTaxId?: string | null }> = [];

  async page(filter: { status: TaxInvoiceLifecycleStatus | null; cursor: string | null }): Promise<TaxInvoicesShown> {
    this.asked.push(filter);
    const matching = this.invoices.filter((invoice) => filter.status === null || invoice.status === filter.status);
    const start = filter.cursor === null ? 0 : matching.findIndex((invoice) => invoice.id === filter.cursor) + 1;
    const shown = matching.slice(start, start + this.pageSize);
    const more = start + this.pageSize < matching.length;
    return {
      invoices: JSON.parse(JSON.stringify(shown)) as TaxInvoiceView[],
      nextCursor: more ? shown[shown.length - 1].id : null,
      problems: this.problems.map((problem) => ({ ...problem })),
      sendingOn: this.sendingOn,
    };
  }

  csvUrl(status: TaxInvoiceLifecycleStatus | null): string {
    return `/api/admin/tax-invoices/export.csv${status ? `?status=${status}` : ''}`;
  }

  async resend(id: string): Promise<string> {
    const invoice = this.invoices.find((each) => each.id === id);
    if (!invoice?.canResend) throw new Error(FAKE_TAX_INVOICE_ANSWERS.cannotResend);
    this.writes.push({ kind: 'resend', id });
    invoice.nextAttemptAt = '2026-11-22T08:30:00.000Z';
    return FAKE_TAX_INVOICE_ANSWERS.resendQueued;
  }

  async correct(id: string, correction: TaxInvoiceCorrection): Promise<string> {
    const read = v.safeParse(taxInvoicesApi.correct.body!, correction);
    if (!read.success) throw new Error(read.issues[0].message);
    const invoice = this.invoices.find((each) => each.id === id);
    if (!invoice?.canCorrect) throw new Error(FAKE_TAX_INVOICE_ANSWERS.cannotCorrect);
    const { buyerTaxId: corrected } = read.output as TaxInvoiceCorrection;
    const buyerTaxId = corrected === undefined ? invoice.buyerTaxId : corrected;
    this.writes.push({ kind: 'correct', id, buyerTaxId });
    Object.assign(invoice, withActions({ ...invoice, status: 'corrected' }));
    const replacement = sampleTaxInvoice({
      ...invoice,
      id: `${id}-c`,
      taxId: `${invoice.taxId.slice(0, 21)}9`,
      status: 'draft',
      corrects: true,
      answersTaxId: invoice.taxId,
      buyerTaxId,
      errors: [],
      referenceNumber: null,
    });
    this.invoices.unshift(replacement);
    return FAKE_TAX_INVOICE_ANSWERS.correctionQueued;
  }
}
