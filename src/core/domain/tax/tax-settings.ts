import { toLatinDigits } from '../jalali-date-text';
import { isLegalId } from './legal-id';
import { isNationalId } from './national-id';
import { MEMORY_ID_PATTERN } from './tax-id';
import { TAX_MESSAGES } from './tax-messages';
import { typedDigits } from './typed-digits';

/**
 * The seller's side of the official e-invoices (سامانه مودیان) as the consultant sets it in the
 * dashboard: the economic code, the memory ID, the VAT rate, the key and certificate registered
 * with the system, and whether invoices are sent. The rules here are the ones both sides check;
 * the key and certificate are read on the server (node:crypto).
 */
export const TAX_SETTINGS_MESSAGES = {
  economicCodeLength: 'کد اقتصادی باید ۱۱ رقم (شناسهٔ ملی اشخاص حقوقی)، ۱۰ رقم (کد ملی اشخاص حقیقی) یا ۱۴ رقم (کد اقتصادی اشخاص حقیقی) باشد',
  economicCodeLegalWrong: 'کد اقتصادی (شناسهٔ ملی) درست نیست؛ رقم کنترل آن نمی‌خواند',
  economicCodeNationalWrong: 'کد اقتصادی (کد ملی) درست نیست؛ رقم کنترل آن نمی‌خواند',
  memoryId: TAX_MESSAGES.memoryIdWrong,
  vatRate: 'نرخ مالیات بر ارزش افزوده باید عددی از ۰ تا ۱۰۰ با حداکثر دو رقم اعشار باشد، مانند ۱۰',
  privateKeyNotPem: 'کلید خصوصی خوانده نشد؛ فایل PEM کلید خصوصی (بدون رمز) را بارگذاری یا متن آن را کامل جای‌گذاری کنید',
  privateKeyNotRsa: 'کلید خصوصی باید از نوع RSA باشد',
  privateKeyTooShort: 'کلید خصوصی باید دست‌کم ۲۰۴۸ بیتی باشد',
  certificateNotPem: 'گواهی خوانده نشد؛ فایل PEM گواهی (X.509) را بارگذاری یا متن آن را کامل جای‌گذاری کنید',
  keyCertificateMismatch: 'گواهی با کلید خصوصی جور نیست؛ گواهی‌ای را بدهید که برای همین کلید صادر شده است',
  sendingNeedsAll:
    'برای روشن کردن ارسال صورت‌حساب، کد اقتصادی، شناسهٔ یکتای حافظهٔ مالیاتی، نرخ مالیات بر ارزش افزوده، کلید خصوصی و گواهی همه باید ثبت شده باشند',
  taxpayerEnvironment: 'محیط سامانهٔ مودیان باید «سامانهٔ اصلی» یا «محیط آزمایشی» باشد',
  saved: 'تنظیمات صورت‌حساب الکترونیکی ذخیره شد',
  invalidInput: 'اطلاعات ارسال‌شده معتبر نیست',
} as const;

/** Which of the taxpayer system's hosts invoices go to: its production (the default) or its sandbox. */
export const TAXPAYER_ENVIRONMENTS = ['production', 'sandbox'] as const;
export type TaxpayerEnvironment = (typeof TAXPAYER_ENVIRONMENTS)[number];

/** How long a pasted key or certificate may be: a 4096-bit key in PEM is about 3,300 characters. */
export const MAX_PEM_LENGTH = 20_000;

/**
 * The economic code (کد اقتصادی) in its stored form, Latin digits, however it was typed; null when
 * it is not one. A legal person's is its 11-digit national ID (checked by its check digit); a
 * natural person's is their 10-digit national ID (checked likewise) or the 14-digit code the tax
 * office issued (no public check digit: its length alone is checked).
 */
export function normalizeEconomicCode(typed: string): string | null {
  return economicCodeProblem(typed) === null ? typedDigits(typed) : null;
}

/** The Persian reason a typed economic code is refused, or null when it is one. */
export function economicCodeProblem(typed: string): string | null {
  const digits = typedDigits(typed);
  if (!/^[0-9]+$/.test(digits)) return TAX_SETTINGS_MESSAGES.economicCodeLength;
  if (digits.length === 11) return isLegalId(digits) ? null : TAX_SETTINGS_MESSAGES.economicCodeLegalWrong;
  if (digits.length === 10) return isNationalId(digits) ? null : TAX_SETTINGS_MESSAGES.economicCodeNationalWrong;
  if (digits.length === 14) return null;
  return TAX_SETTINGS_MESSAGES.economicCodeLength;
}

/** The memory ID (شناسه یکتای حافظه مالیاتی) in capitals, spaces left out; null when it is not six letters and digits. */
export function normalizeMemoryId(typed: string): string | null {
  const memoryId = toLatinDigits(typed).replace(/\s/g, '').toUpperCase();
  return MEMORY_ID_PATTERN.test(memoryId) ? memoryId : null;
}

/**
 * A typed VAT rate as hundredths of a percent (۱۰ → 1000, 9.5 → 950), with Persian or Latin
 * digits and «.» or «٫» as the decimal point; null when it is not a number from 0 to 100 with at
 * most two decimals.
 */
export function vatRateBasisPoints(typed: string | number): number | null {
  const text = typeof typed === 'number' ? String(typed) : toLatinDigits(typed.trim()).replace(/[٫,/]/g, '.').replace(/[%٪]$/, '').trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** Hundredths of a percent as the percent the invoices write (1000 → 10, 950 → 9.5). */
export function vatRatePercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** What must all be kept before invoices may be sent. */
export interface TaxSendingParts {
  economicCode: string | null;
  memoryId: string | null;
  vatRateBasisPoints: number | null;
  privateKeySet: boolean;
  certificateSet: boolean;
}

/** True when every part sending needs is set. */
export function canSendTaxInvoices(parts: TaxSendingParts): boolean {
  return (
    parts.economicCode !== null &&
    parts.memoryId !== null &&
    parts.vatRateBasisPoints !== null &&
    parts.privateKeySet &&
    parts.certificateSet
  );
}
