import { TAX_MESSAGES, type TaxMessage } from './tax-messages';
import { typedDigits } from './typed-digits';

/**
 * The check digit of an Iranian national ID (کد ملی) from its first nine digits: the sum of
 * digit[i] × (10 − i) for i = 0..8, r = sum mod 11; the check digit is r when r < 2, else 11 − r.
 */
export function nationalIdCheckDigit(firstNine: string): number {
  if (!/^[0-9]{9}$/.test(firstNine)) throw new RangeError(`nine digits expected, got "${firstNine}"`);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(firstNine[i]) * (10 - i);
  const r = sum % 11;
  return r < 2 ? r : 11 - r;
}

/** True for ten Latin digits whose last is their check digit; ten times the same digit never is one. */
export function isNationalId(digits: string): boolean {
  if (!/^[0-9]{10}$/.test(digits) || /^(\d)\1{9}$/.test(digits)) return false;
  return nationalIdCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** The national ID in its stored form (ten Latin digits), however it was typed; null when it is not one. */
export function normalizeNationalId(typed: string): string | null {
  const digits = typedDigits(typed);
  return isNationalId(digits) ? digits : null;
}

/** The Persian reason a typed national ID is refused, or null when it is one. */
export function nationalIdProblem(typed: string): TaxMessage | null {
  const digits = typedDigits(typed);
  if (digits === '') return TAX_MESSAGES.nationalIdRequired;
  if (!/^[0-9]{10}$/.test(digits)) return TAX_MESSAGES.nationalIdLength;
  return isNationalId(digits) ? null : TAX_MESSAGES.nationalIdWrong;
}
