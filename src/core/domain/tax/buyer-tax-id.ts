import { legalIdProblem } from './legal-id';
import { nationalIdProblem } from './national-id';
import type { TaxMessage } from './tax-messages';
import { typedDigits } from './typed-digits';

/**
 * Who a customer asking for an official invoice (صورت‌حساب نوع اول) is, for the taxpayer system:
 * a person's 10-digit national ID (checked by its check digit), a company's 11-digit national ID
 * as its economic code (checked likewise), or a person's 14-digit economic code (its length alone
 * is checked). A booking without one gets the invoice that names no buyer (نوع دوم).
 */
export function buyerTaxIdProblem(typed: string): TaxMessage | null {
  const digits = typedDigits(typed);
  if (digits.length === 11) return legalIdProblem(digits);
  if (/^[0-9]{14}$/.test(digits)) return null;
  return nationalIdProblem(digits);
}

/** The buyer's ID in Latin digits, however it was typed; null when it is not one. */
export function normalizeBuyerTaxId(typed: string): string | null {
  return buyerTaxIdProblem(typed) === null ? typedDigits(typed) : null;
}
