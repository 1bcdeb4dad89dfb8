import { TAX_MESSAGES, type TaxMessage } from './tax-messages';
import { typedDigits } from './typed-digits';

/** The weights of the legal national ID's ten first digits, in order. */
const WEIGHTS = [29, 27, 23, 19, 17, 29, 27, 23, 19, 17] as const;

/**
 * The check digit of an 11-digit legal national ID (شناسه ملی), which the taxpayer system takes as
 * the economic code (کد اقتصادی) of a legal person, from its first ten digits: with
 * decimal = digit[9] + 2, sum over i = 0..9 of (digit[i] + decimal) × WEIGHTS[i]; r = sum mod 11;
 * the check digit is r, or 0 when r is 10.
 */
export function legalIdCheckDigit(firstTen: string): number {
  if (!/^[0-9]{10}$/.test(firstTen)) throw new RangeError(`ten digits expected, got "${firstTen}"`);
  const decimal = Number(firstTen[9]) + 2;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += (Number(firstTen[i]) + decimal) * WEIGHTS[i];
  const r = sum % 11;
  return r === 10 ? 0 : r;
}

/** True for eleven Latin digits whose last is their check digit; eleven times the same digit never is one. */
export function isLegalId(digits: string): boolean {
  if (!/^[0-9]{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return legalIdCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** The legal national ID in its stored form (eleven Latin digits), however it was typed; null when it is not one. */
export function normalizeLegalId(typed: string): string | null {
  const digits = typedDigits(typed);
  return isLegalId(digits) ? digits : null;
}

/** The Persian reason a typed legal national ID (or a legal person's economic code) is refused, or null when it is one. */
export function legalIdProblem(typed: string): TaxMessage | null {
  const digits = typedDigits(typed);
  if (digits === '') return TAX_MESSAGES.legalIdRequired;
  if (!/^[0-9]{11}$/.test(digits)) return TAX_MESSAGES.legalIdLength;
  return isLegalId(digits) ? null : TAX_MESSAGES.legalIdWrong;
}
