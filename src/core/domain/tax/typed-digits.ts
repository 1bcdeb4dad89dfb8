import { toLatinDigits } from '../jalali-date-text';

/** What people put between the digits of an identifier they type or paste: spaces, dashes, dots, direction marks. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212.\u200c-\u200f\u202a-\u202e]/g;

/**
 * An identifier as it was typed, with Persian (۰-۹) and Arabic-Indic (٠-٩) digits written as
 * Latin ones and the separators left out; what remains is checked by the caller.
 */
export function typedDigits(typed: string): string {
  return toLatinDigits(typed).replace(SEPARATORS, '');
}
