const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Writes every Latin digit of the text as its Persian form (۰ to ۹). */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)]);
}

/** The Arabic thousands separator (U+066C), which the fa-IR locale groups with. */
const THOUSANDS_SEPARATOR = '٬';

/**
 * Groups thousands the Persian way: 1250000 -> ۱٬۲۵۰٬۰۰۰. A whole number that is not negative
 * (every price, count and length the site shows) is grouped here, as the fa-IR locale does: the
 * browser's first fa-IR formatter loads its locale data, which took 30 ms of a phone's first
 * page (in one task with whatever asked first). Anything else is left to that formatter.
 */
let persianNumbers: Intl.NumberFormat | undefined;
export function formatPersianNumber(value: number): string {
  if (Number.isSafeInteger(value) && value >= 0) {
    return toPersianDigits(String(value).replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR));
  }
  persianNumbers ??= new Intl.NumberFormat('fa-IR');
  return persianNumbers.format(value);
}
