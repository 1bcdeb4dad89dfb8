import { refused, succeeded, type Outcome } from '../outcome';
import { TAX_MESSAGES, type TaxMessage } from './tax-messages';
import { hasVerhoeffCheckDigit, verhoeffCheckDigit } from './verhoeff';

/**
 * The 22-character tax ID (شماره منحصر به فرد مالیاتی) of the taxpayer system (سامانه مودیان, v2):
 *
 *   memory ID (6) | invoice day (5 hex) | serial (10 hex) | Verhoeff check digit (1)
 *
 * - the memory ID (شناسه یکتای حافظه مالیاتی) is the six letters and digits the system gives the seller;
 * - the invoice day is the whole days from 1970-01-01 00:00 UTC to the invoice's instant, in UTC:
 *   an invoice written between 00:00 and 03:30 in Tehran falls on the previous day;
 * - the serial is the seller's own invoice number (inno), unique per memory ID;
 * - the check digit is Verhoeff over the decimal text: each character of the memory ID as its
 *   digit when it is one and as its ASCII code when it is a letter (A → 65 … Z → 90), not padded,
 *   then the day as 6 decimal digits and the serial as 12 decimal digits, all zero-padded.
 * The whole ID is written in capitals.
 *
 * Checked against, read on 2026-11-27 (learnt from, not copied):
 * - the system's own Java SDK, package ir.gov.tax.tpis.sdk, TaxIdProviderImpl.generateTaxId and
 *   VerhoeffAlgorithm (as vendored in github.com/Msameim181/iranian-taxpayer-system-java-microservice);
 * - github.com/imantalebi/moadian (index.ts generateInvoiceId): the same layout, but its Verhoeff
 *   (services/verhoeff.ts) skips a step whose product is 0, so its check digit differs from the SDK's
 *   for most texts (843 of 1000 random 25-digit ones, tried with python3): the SDK is followed here;
 * - github.com/sa-ahmadzade/moadian-taxid (moadian-taxid.php) and the PHP SDK of deriszadeh
 *   (github.com/deriszadeh/moadian-php-sdk, Moadian::generateInvoiceId), which agree with the Java SDK.
 * The Java SDK and the PHP clients truncate the epoch seconds to whole days, as here; imantalebi/moadian
 * rounds them (Math.round), which would move an invoice of a UTC afternoon to the next day.
 */

/** Six capital Latin letters or digits, as the system issues a memory ID. */
export const MEMORY_ID_PATTERN = /^[A-Z0-9]{6}$/;
/** The largest serial whose decimal form fits the 12 digits the check digit is computed over. */
export const MAX_TAX_SERIAL = 999_999_999_999;
/** The last day that fits both the 5 hexadecimal digits written and the 6 decimal digits checked (in the year 4707). */
const MAX_TAX_DAY = 999_999;
const DAY_MS = 24 * 60 * 60 * 1000;
const TAX_ID_PATTERN = /^([A-Z0-9]{6})([0-9A-F]{5})([0-9A-F]{10})([0-9])$/;

export interface TaxIdParts {
  /** the seller's memory ID, in capitals */
  memoryId: string;
  /** whole days since 1970-01-01 UTC */
  day: number;
  /** the seller's invoice serial */
  serial: number;
}

/** The invoice's day for its tax ID: whole days from 1970-01-01 UTC to the instant (milliseconds or a Date). */
export function taxIdDay(at: Date | number): number {
  return Math.floor((typeof at === 'number' ? at : at.getTime()) / DAY_MS);
}

/** A memory ID's characters in decimal: digits kept, letters as their ASCII code (A1 → 651). */
export function memoryIdDecimal(memoryId: string): string {
  return [...memoryId].map((character) => (/[0-9]/.test(character) ? character : String(character.charCodeAt(0)))).join('');
}

/** The decimal text the check digit is computed over. */
export function taxIdControlText({ memoryId, day, serial }: TaxIdParts): string {
  return memoryIdDecimal(memoryId) + String(day).padStart(6, '0') + String(serial).padStart(12, '0');
}

/** The Persian reason these parts make no tax ID, or null when they make one. */
export function taxIdPartsProblem({ memoryId, day, serial }: TaxIdParts): TaxMessage | null {
  if (!MEMORY_ID_PATTERN.test(memoryId)) return TAX_MESSAGES.memoryIdWrong;
  if (!Number.isSafeInteger(day) || day < 0 || day > MAX_TAX_DAY) return TAX_MESSAGES.dateWrong;
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > MAX_TAX_SERIAL) return TAX_MESSAGES.serialWrong;
  return null;
}

/**
 * The tax ID of the seller's invoice `serial` issued at `issuedAt`. The memory ID is put in capitals
 * before anything is computed: the Java SDK turns a small letter into its own ASCII code and only then
 * writes the ID in capitals, which would leave a check digit the capitals do not match.
 */
export function makeTaxId(input: { memoryId: string; issuedAt: Date | number; serial: number }): Outcome<string> {
  const parts: TaxIdParts = { memoryId: input.memoryId.trim().toUpperCase(), day: taxIdDay(input.issuedAt), serial: input.serial };
  const problem = taxIdPartsProblem(parts);
  if (problem) return refused(problem);
  const check = verhoeffCheckDigit(taxIdControlText(parts));
  const hex = (value: number, width: number) => value.toString(16).toUpperCase().padStart(width, '0');
  return succeeded(`${parts.memoryId}${hex(parts.day, 5)}${hex(parts.serial, 10)}${check}`);
}

/** The parts of a tax ID whose check digit is right (read in capitals, spaces left out); null when it is not one. */
export function readTaxId(text: string): TaxIdParts | null {
  const match = TAX_ID_PATTERN.exec(text.replace(/\s/g, '').toUpperCase());
  if (!match) return null;
  const parts: TaxIdParts = { memoryId: match[1], day: parseInt(match[2], 16), serial: parseInt(match[3], 16) };
  if (taxIdPartsProblem(parts)) return null;
  return hasVerhoeffCheckDigit(taxIdControlText(parts) + match[4]) ? parts : null;
}

/** The Persian reason a typed tax ID is refused, or null when it is one. */
export function taxIdProblem(text: string): TaxMessage | null {
  if (text.replace(/\s/g, '').length !== 22) return TAX_MESSAGES.taxIdLength;
  return readTaxId(text) ? null : TAX_MESSAGES.taxIdWrong;
}
