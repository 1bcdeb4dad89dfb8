import { latinDigits } from './mobile-number';

/** The bookings search's bounds: shorter text matches too much to help, longer is not a name, address or number. */
export const BOOKING_SEARCH_MIN = 2;
export const BOOKING_SEARCH_MAX = 100;

export const BOOKING_SEARCH_MESSAGES = {
  tooShort: 'برای جستجو دست‌کم ۲ حرف یا رقم بنویسید',
  tooLong: 'عبارت جستجو حداکثر ۱۰۰ حرف است',
} as const;

/** What a typed phone number is made of: digits with separators, maybe a leading +. */
const PHONE_LIKE = /^\+?[0-9\s\-().]+$/;

/**
 * The search text as the database compares it: Latin digits, lower case, single spaces; a typed
 * phone number (Persian or Latin digits, spaced or with +98) as the stored 09… form's digits.
 */
export function foldBookingSearch(typed: string): string {
  const text = latinDigits(typed).trim().toLowerCase().replace(/\s+/g, ' ');
  if (!PHONE_LIKE.test(text)) return text;
  return text.replace(/[^0-9]/g, '').replace(/^(?:0098|98)(?=9)/, '0');
}

/** The folded search, or the Persian reason it cannot be used. */
export function parseBookingSearch(typed: unknown): { ok: true; value: string } | { ok: false; message: string } {
  const folded = typeof typed === 'string' ? foldBookingSearch(typed) : '';
  if ([...folded].length < BOOKING_SEARCH_MIN) return { ok: false, message: BOOKING_SEARCH_MESSAGES.tooShort };
  if ([...folded].length > BOOKING_SEARCH_MAX) return { ok: false, message: BOOKING_SEARCH_MESSAGES.tooLong };
  return { ok: true, value: folded };
}
