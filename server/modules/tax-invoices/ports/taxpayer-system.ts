import type { InvoiceLineAmounts, InvoiceTotals } from '../../../../src/core/domain/tax/invoice-amounts';

/**
 * The taxpayer system (سامانه مودیان, API v2) as the module sees it. Every call asks for its own
 * nonce and signs its own token (a nonce is spent by the first request that shows it); an invoice
 * goes as a packet, signed (JWS) with the key registered for the memory ID and then encrypted (JWE)
 * for one of the server's public keys; the system answers a reference number per packet, and its
 * verdict later, when asked by those references.
 */

/** One line of an invoice (the system's `body`), under its field names. */
export interface TaxInvoiceLine extends InvoiceLineAmounts {
  /** the product or service ID (شناسه کالا/خدمت) */
  sstid: string;
  /** its description (شرح کالا/خدمت) */
  sstt: string;
  /** unit of measure (واحد اندازه‌گیری), when there is one */
  mu?: string;
}

/** The invoice's header, under the system's field names. */
export interface TaxInvoiceHeader extends InvoiceTotals {
  /** the 22-character tax ID (شماره منحصر به فرد مالیاتی) */
  taxid: string;
  /** when it was issued, milliseconds since the epoch */
  indatim: number;
  /** type (نوع صورتحساب): 1 with the buyer's details, 2 without */
  inty: number;
  /** the seller's serial, 10 hexadecimal digits */
  inno: string;
  /** pattern (الگو): 1 for a sale */
  inp: number;
  /** subject (موضوع): 1 original, 2 correction, 3 cancellation, 4 return */
  ins: number;
  /** the seller's economic code or national ID */
  tins: string;
  /** the buyer's type, national ID or economic code and postcode, when the invoice names the buyer */
  tob?: number;
  bid?: string;
  tinb?: string;
  /** the tax ID of the invoice this one corrects or cancels */
  irtaxid?: string;
  /** how it was settled (روش تسویه): 1 cash */
  setm: number;
  /** paid in cash, rials */
  cap: number;
}

export interface TaxInvoiceDocument {
  header: TaxInvoiceHeader;
  body: TaxInvoiceLine[];
  payments: { iinn?: string; acn?: string; trmn?: string; trn?: string; pcn?: string; pid?: string; pdt?: number; pv?: number }[];
}

/** A nonce, valid until `expDate` (the system's text, as it sent it). */
export interface TaxpayerNonce {
  nonce: string;
  expDate: string;
}

/** One of the server's public keys invoices are encrypted for: `key` is base64 of the SPKI DER. */
export interface ServerPublicKey {
  id: string;
  key: string;
  algorithm: string;
}

/** One invoice on its way: `payload` the JWE compact text, `uid` the sender's trace ID (requestTraceId). */
export interface InvoicePacket {
  uid: string;
  fiscalId: string;
  payload: string;
}

/** A code and message of the system, as it gave them. */
export interface TaxpayerError {
  code: string;
  message: string;
}

/** What the system said of one packet sent: its reference number, or why it took none. */
export interface SentInvoice {
  uid: string;
  referenceNumber: string | null;
  errors: TaxpayerError[];
}

/** The system's verdict on one invoice, asked by its reference number. */
export type InvoiceVerdict =
  | { referenceNumber: string; uid: string | null; status: 'accepted'; warnings: TaxpayerError[] }
  | { referenceNumber: string; uid: string | null; status: 'rejected'; errors: TaxpayerError[]; warnings: TaxpayerError[] }
  | { referenceNumber: string; uid: string | null; status: 'pending' }
  | { referenceNumber: string; uid: null; status: 'not-found' };

/**
 * Why a call brought no answer, by what to do about it:
 * - transient: try again later (no answer in time, the system's 5xx, 429 with its wait, the network);
 * - configuration: nothing changes until the consultant fixes the settings (the token refused, 401
 *   or 403; the site's private key unreadable; no server key to encrypt for);
 * - rejected: the system read the request and refused it (another 4xx), with its codes.
 */
export type TaxpayerFailure =
  | {
      kind: 'transient';
      reason: 'timeout' | 'server-error' | 'busy' | 'network' | 'unreadable-answer';
      status?: number;
      retryAfterSeconds?: number;
    }
  | {
      kind: 'configuration';
      reason: 'token-refused' | 'private-key-unusable' | 'server-key-unusable';
      status?: number;
      errors: TaxpayerError[];
    }
  | { kind: 'rejected'; status: number; errors: TaxpayerError[] };

export type TaxpayerAnswer<T> = { ok: true; value: T } | { ok: false; failure: TaxpayerFailure };

/** The taxpayer system's API v2; the adapter never throws, every failure is a `TaxpayerFailure`. */
export interface TaxpayerSystem {
  /** a fresh nonce (GET /nonce) */
  nonce(): Promise<TaxpayerAnswer<TaxpayerNonce>>;
  /** a token over a fresh nonce, signed (JWS, RS256) with the memory ID's private key: for one request */
  token(): Promise<TaxpayerAnswer<string>>;
  /** the keys the server takes invoices encrypted for (GET /server-information) */
  serverPublicKeys(): Promise<TaxpayerAnswer<ServerPublicKey[]>>;
  /** the invoice signed with the memory ID's key, then encrypted (RSA-OAEP-256, A256GCM) for `serverKey` */
  packInvoice(invoice: TaxInvoiceDocument, serverKey: ServerPublicKey, uid: string): Promise<TaxpayerAnswer<InvoicePacket>>;
  /** the packets sent (POST /invoice), one answer per packet, in order */
  sendInvoices(packets: readonly InvoicePacket[]): Promise<TaxpayerAnswer<SentInvoice[]>>;
  /** the verdicts on the invoices of these references (GET /inquiry-by-reference-id) */
  inquireByReference(referenceNumbers: readonly string[]): Promise<TaxpayerAnswer<InvoiceVerdict[]>>;
  /** the verdicts on invoices sent under these trace IDs (GET /inquiry-by-uid): what became of a send whose answer was lost; none for a uid never received */
  inquireByUid(uids: readonly string[]): Promise<TaxpayerAnswer<InvoiceVerdict[]>>;
}
