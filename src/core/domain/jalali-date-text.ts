import { jalaliMonthLength, type JalaliDate } from './jalali-date';
import { toPersianDigits } from './persian-digits';

/** Persian (۰-۹) and Arabic (٠-٩) digits as Latin ones, so typed dates and times parse whatever the keyboard. */
export function toLatinDigits(text: string): string {
  return text
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
}

/** True when the Jalali date exists (month 1-12, day within that month of that year). */
export function isValidJalaliDate(date: JalaliDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < 1300 || year > 1600 || month < 1 || month > 12 || day < 1) return false;
  return day <= jalaliMonthLength(year, month);
}

/** Reads "۱۴۰۳/۱۲/۳۰" or "1403-12-30" as a Jalali date; null when it is not one. */
export function parseJalaliDateText(text: string): JalaliDate | null {
  const match = /^(\d{4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})$/.exec(toLatinDigits(text.trim()));
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidJalaliDate(date) ? date : null;
}

/** "۱۴۰۳/۱۲/۳۰": how a Jalali date is written back into a text field. */
export function jalaliDateText({ year, month, day }: JalaliDate): string {
  return toPersianDigits(`${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`);
}

/**
 * Reads a list of times typed as "10:00، 11:00 17:00" (any digits, separated by commas, the
 * Persian comma or spaces) as HH:mm strings; "9:30" becomes "09:30". Null when any piece is not a time.
 */
export function parseTimesText(text: string): string[] | null {
  const pieces = toLatinDigits(text)
    .split(/[\s,،]+/)
    .filter((piece) => piece !== '');
  const times: string[] = [];
  for (const piece of pieces) {
    const time = normalizeTimeText(piece);
    if (time === null) return null;
    if (!times.includes(time)) times.push(time);
  }
  return times.sort();
}

/** "9:30" or "۰۹:۳۰" as "09:30"; null when it is not a time of day. */
export function normalizeTimeText(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(toLatinDigits(text.trim()));
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}
