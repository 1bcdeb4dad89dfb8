import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { buyerTaxIdProblem, normalizeBuyerTaxId } from '../../domain/tax/buyer-tax-id';
import { TAX_INVOICE_STATUSES, type TaxInvoiceLifecycleStatus } from '../../domain/tax/tax-invoice-status';

/** The refusals of the invoices tab's calls. */
export const TAX_INVOICES_API_MESSAGES = {
  invalidInput: 'اطلاعات ارسال‌شده معتبر نیست',
  statusUnknown: 'وضعیت صورتحساب درست نیست',
  cursorWrong: 'نشانی صفحه بعد درست نیست',
} as const;
const M = TAX_INVOICES_API_MESSAGES;

/** A code and message of the taxpayer system, as it gave them. */
export interface TaxSystemErrorView {
  code: string;
  message: string;
}

/** One e-invoice as the consultant's tab shows it. */
export interface TaxInvoiceView {
  id: string;
  taxId: string;
  /** 1 original (a sale), 3 cancelling */
  subject: 1 | 3;
  /** the tax ID of the invoice this one corrects or cancels */
  answersTaxId: string | null;
  corrects: boolean;
  status: TaxInvoiceLifecycleStatus;
  customerName: string;
  typeTitle: string;
  /** the booking's day and time (Tehran) */
  bookingDate: string;
  bookingTime: string;
  /** the buyer's national ID or economic code; null for the invoice that names no buyer */
  buyerTaxId: string | null;
  totalRials: number;
  vatRials: number;
  /** ISO instant */
  issuedAt: string;
  refId: string | null;
  referenceNumber: string | null;
  /** the system's codes and messages when it refused the invoice */
  errors: TaxSystemErrorView[];
  /** the job's next try (ISO), while it is still to be sent or asked about */
  nextAttemptAt: string | null;
  canResend: boolean;
  canCorrect: boolean;
}

/** A configuration error the system's answers showed lately (as the bank's are shown). */
export interface TaxConfigurationProblem {
  message: string;
  at: string;
}

export interface TaxInvoicesPage {
  success: true;
  invoices: TaxInvoiceView[];
  /** pass as `cursor` for the next page; null on the last */
  nextCursor: string | null;
  problems: TaxConfigurationProblem[];
  sendingOn: boolean;
}

const statusFilter = v.optional(
  v.pipe(
    v.string(M.statusUnknown),
    v.check((value) => value === '' || (TAX_INVOICE_STATUSES as readonly string[]).includes(value), M.statusUnknown),
    v.transform((value) => (value === '' ? null : (value as TaxInvoiceLifecycleStatus))),
  ),
);

const listQuery = v.object(
  {
    status: statusFilter,
    cursor: v.optional(
      v.pipe(v.string(M.cursorWrong), v.maxLength(80, M.cursorWrong), v.regex(/^$|^\d{13,15}_[0-9a-f-]{36}$/, M.cursorWrong)),
    ),
  },
  M.invalidInput,
);

const correctBody = v.strictObject(
  {
    /** the buyer's ID as the customer should have given it: absent keeps the one the booking had, null or empty names no buyer */
    buyerTaxId: v.nullish(
      v.pipe(
        v.string(M.invalidInput),
        v.trim(),
        v.maxLength(40, M.invalidInput),
        v.rawCheck<string>(({ dataset, addIssue }) => {
          if (!dataset.typed || dataset.value === '') return;
          const problem = buyerTaxIdProblem(dataset.value);
          if (problem) addIssue({ message: problem });
        }),
        v.transform((value) => (value === '' ? null : normalizeBuyerTaxId(value))),
      ),
    ),
  },
  M.invalidInput,
);

export type TaxInvoicesQuery = v.InferOutput<typeof listQuery>;
export type TaxInvoiceCorrection = v.InferOutput<typeof correctBody>;

/** The consultant's e-invoices (admin only): the paged list, its CSV, and sending one again or correcting it. */
export const taxInvoicesApi = {
  list: endpoint<TaxInvoicesPage>()({ method: 'GET', path: '/api/admin/tax-invoices', query: listQuery }),
  exportCsv: endpoint<string>()({ method: 'GET', path: '/api/admin/tax-invoices/export.csv', query: listQuery }),
  resend: endpoint<{ success: true; message: string }>()({ method: 'POST', path: '/api/admin/tax-invoices/:id/resend' }),
  correct: endpoint<{ success: true; message: string }>()({
    method: 'POST',
    path: '/api/admin/tax-invoices/:id/correct',
    body: correctBody,
  }),
};
