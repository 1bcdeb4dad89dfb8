import { typedDigits } from './typed-digits';

/** The Persian refusal of a goods/service ID (شناسه کالا/خدمت). */
export const SERVICE_ID_MESSAGE = 'شناسهٔ کالا/خدمت باید ۱۳ رقم باشد، همان‌طور که در سامانهٔ مودیان برای این خدمت ثبت شده است';

/**
 * The 13-digit goods/service ID (شناسه کالا/خدمت) an e-invoice line names (its `sstid`), in Latin
 * digits, however it was typed (Persian or Arabic digits, spaces or dashes between them); null when
 * it is not thirteen digits.
 */
export function normalizeServiceId(typed: string): string | null {
  const digits = typedDigits(typed);
  return /^[0-9]{13}$/.test(digits) ? digits : null;
}
