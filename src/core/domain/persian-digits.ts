const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Writes every Latin digit of the text as its Persian form (۰ to ۹). */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)]);
}

/** Groups thousands the Persian way: 1250000 -> ۱٬۲۵۰٬۰۰۰. */
let persianNumbers: Intl.NumberFormat | undefined;
export function formatPersianNumber(value: number): string {
  persianNumbers ??= new Intl.NumberFormat('fa-IR');
  return persianNumbers.format(value);
}
