import type { TaxInvoiceLifecycleStatus } from '../../../../src/core/machines/tax-invoice-lifecycle-machine';
import type { TaxInvoiceDocument, TaxpayerError } from './taxpayer-system';

/** The system's subject (ins) of an invoice the site issues: an original sale, or the cancellation of one. */
export type TaxInvoiceSubject = 1 | 3;

/** An invoice as kept: its tax ID and document, where it stands in its lifecycle, and the job's bookkeeping. */
export interface StoredTaxInvoice {
  id: string;
  reservationId: string;
  paymentId: string;
  subject: TaxInvoiceSubject;
  /** the rejected invoice this one replaces */
  correctsId: string | null;
  /** the invoice this one cancels */
  cancelsId: string | null;
  memoryId: string;
  serial: number;
  taxId: string;
  issuedAt: Date;
  buyerTaxId: string | null;
  totalRials: number;
  vatRials: number;
  document: TaxInvoiceDocument;
  status: TaxInvoiceLifecycleStatus;
  referenceNumber: string | null;
  errors: TaxpayerError[];
  /** how many times the job took it up (to send or to ask about) */
  attempts: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

/** A confirmed booking a bank paid, with what its invoice is built from. */
export interface PaidBooking {
  reservationId: string;
  paymentId: string;
  /** tomans, as the site prices */
  paidTomans: number;
  paidAt: Date;
  /** the bank's reference, the invoice's settlement */
  refId: string | null;
  buyerTaxId: string | null;
  /** the type's 13-digit goods/service ID; null while the consultant has not set it */
  serviceId: string | null;
  serviceTitle: string;
}

/** An invoice's tax ID and document, made once its serial is known. */
export interface BuiltInvoice {
  taxId: string;
  document: TaxInvoiceDocument;
  issuedAt: Date;
  buyerTaxId: string | null;
  totalRials: number;
  vatRials: number;
}

/** One line of an invoice's append-only record. */
export interface TaxInvoiceEvent {
  kind: string;
  message?: string | null;
  actor: 'consultant' | 'system' | 'taxpayer-system';
  actorId?: string | null;
}

/** A change of status, written only while the invoice still stands where the caller read it. */
export interface TaxInvoiceMove {
  id: string;
  from: TaxInvoiceLifecycleStatus;
  to: TaxInvoiceLifecycleStatus;
  event: TaxInvoiceEvent;
  referenceNumber?: string | null;
  errors?: TaxpayerError[];
  nextAttemptAt?: Date | null;
}

/** What to issue: for which payment, as what, and (for a correction or a cancellation) the move of the invoice it answers, in the same transaction. */
export interface InvoiceToIssue {
  reservationId: string;
  paymentId: string;
  subject: TaxInvoiceSubject;
  correctsId: string | null;
  cancelsId: string | null;
  memoryId: string;
  at: Date;
  build: (serial: number) => BuiltInvoice;
  event: TaxInvoiceEvent;
  alsoMove?: TaxInvoiceMove;
}

/** A row of the consultant's list: the invoice with its booking's customer and type. */
export interface ListedTaxInvoice extends StoredTaxInvoice {
  customerName: string;
  typeTitle: string;
  bookingDate: string;
  bookingTime: string;
  /** the tax ID of the invoice this one corrects or cancels */
  answersTaxId: string | null;
  refId: string | null;
}

/** A configuration error the taxpayer system's answers showed, for the consultant's banner. */
export interface TaxConfigurationProblemRecord {
  message: string;
  at: Date;
}

/** Where invoices and their events are kept. SQL lives only in its adapter. */
export interface TaxInvoiceStore {
  /** confirmed bookings paid since `since` (inclusive) that have no original invoice yet, oldest first */
  paidBookingsWithoutInvoice(since: Date, limit: number): Promise<PaidBooking[]>;
  /** the payment and booking an invoice is built from again (a correction), or null */
  paidBooking(paymentId: string): Promise<PaidBooking | null>;
  /**
   * Issues an invoice with the memory ID's next serial (given out one by one: none skipped, none
   * twice) and its first event; null when the payment already has one of this kind (nothing written).
   */
  issue(invoice: InvoiceToIssue): Promise<StoredTaxInvoice | null>;
  /** invoices still standing (draft, accepted or rejected, not replaced) whose payment's money has gone back */
  withMoneyReturned(limit: number): Promise<StoredTaxInvoice[]>;
  /** the invoices due now in this status (drafts to send, sent ones to ask about), leased to the caller until `leaseUntil` */
  claimDue(status: 'draft' | 'sent', now: Date, leaseUntil: Date, limit: number): Promise<StoredTaxInvoice[]>;
  /** moves the invoice and writes its event; false (nothing written) when it no longer stands at `from` */
  move(change: TaxInvoiceMove, at: Date): Promise<boolean>;
  /** leaves it where it is, to be taken up again at `nextAttemptAt`, with its event */
  postpone(id: string, nextAttemptAt: Date, event: TaxInvoiceEvent, at: Date): Promise<void>;
  find(id: string): Promise<StoredTaxInvoice | null>;
  /** a page of the list, newest first, after `cursor` when given */
  list(
    filter: { status: TaxInvoiceLifecycleStatus | null; cursor: { createdAt: Date; id: string } | null },
    limit: number,
  ): Promise<ListedTaxInvoice[]>;
  configurationProblems(since: Date, limit: number): Promise<TaxConfigurationProblemRecord[]>;
}
