/** An Iranian mobile number as it is stored and sent on: 11 Latin digits starting 09. */
export const MOBILE_PATTERN = /^09[0-9]{9}$/;

export const MOBILE_MESSAGES = {
  required: 'شماره موبایل را وارد کنید',
  invalid: 'شماره موبایل معتبر نیست؛ آن را مانند ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید',
} as const;

/** Persian (۰ to ۹) and Arabic-Indic (٠ to ٩) digits as Latin ones. */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
}

/** What people put between digits or paste with a number: spaces, dashes, parentheses, dots, direction marks. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212().\u200c-\u200f\u202a-\u202e]/g;

/** With or without the country code (+98, 0098, 98) and the leading 0, then 9 and nine digits. */
const TYPED_MOBILE = /^(?:\+98|0098|98)?0?(9[0-9]{9})$/;

/** The number in its stored form 09xxxxxxxxx, however it was typed; null when it is not a mobile number. */
export function normalizeMobile(typed: string): string | null {
  const match = TYPED_MOBILE.exec(latinDigits(typed).replace(SEPARATORS, ''));
  return match ? `0${match[1]}` : null;
}

/** The Persian reason a typed mobile number is refused, or null when it is one. */
export function mobileProblem(typed: string): string | null {
  if (typed.trim() === '') return MOBILE_MESSAGES.required;
  return normalizeMobile(typed) === null ? MOBILE_MESSAGES.invalid : null;
}

/** Whether a stored value is a mobile number in its stored form. */
export function isMobile(stored: string | null | undefined): boolean {
  return MOBILE_PATTERN.test(stored ?? '');
}
