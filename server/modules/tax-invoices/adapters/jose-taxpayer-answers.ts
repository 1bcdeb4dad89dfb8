import type { InvoiceVerdict, TaxpayerError } from '../ports/tax-invoices-ports';

/** The taxpayer system's answers read leniently, as jose-taxpayer-system.ts receives them. */
type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
export const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The system's codes and messages in a list of them, leniently read. */
export function errorsIn(value: unknown): TaxpayerError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((error) => ({ code: text(error.code), message: text(error.message) || text(error.detail) }));
}

export function verdictOf(row: Json): InvoiceVerdict {
  const referenceNumber = text(row.referenceNumber);
  const uid = text(row.uid) || null;
  const status = text(row.status).toUpperCase();
  const data = isRecord(row.data) ? row.data : {};
  const warnings = errorsIn(data.warning);
  if (status === 'SUCCESS') return { referenceNumber, uid, status: 'accepted', warnings };
  if (status === 'FAILED') return { referenceNumber, uid, status: 'rejected', errors: errorsIn(data.error), warnings };
  if (status === 'NOT_FOUND') return { referenceNumber, uid: null, status: 'not-found' };
  // PENDING, IN_PROGRESS, QUEUED, or a status this adapter does not know yet: asked again later
  return { referenceNumber, uid, status: 'pending' };
}

/** The rows of an inquiry's answer: a list, or a list under `result`; null when it is neither. */
export function answerRows(value: unknown): Json[] | null {
  const rows = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.result) ? value.result : null;
  return rows ? rows.filter(isRecord) : null;
}
