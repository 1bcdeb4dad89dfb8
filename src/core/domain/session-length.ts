import { toLatinDigits } from './jalali-date-text';
import { toPersianDigits } from './persian-digits';

/**
 * How long a session lasts when nothing says otherwise: a type's length unless the consultant
 * sets another, and the length of sessions read where their type's is not at hand.
 */
export const DEFAULT_SESSION_MINUTES = 60;

/** The bounds of a type's session length and of the rest kept free after each session (as the database checks them). */
export const SESSION_MINUTES = { min: 5, max: 480 } as const;
export const BUFFER_MINUTES = { min: 0, max: 240 } as const;

export const SESSION_LENGTH_MESSAGES = {
  invalidDuration: `مدت جلسه را به دقیقه، عددی از ${toPersianDigits(SESSION_MINUTES.min)} تا ${toPersianDigits(SESSION_MINUTES.max)} وارد کنید`,
  invalidBuffer: `وقت استراحت پس از جلسه را به دقیقه، عددی از ${toPersianDigits(BUFFER_MINUTES.min)} تا ${toPersianDigits(BUFFER_MINUTES.max)} وارد کنید`,
} as const;

/** «۴۵ دقیقه», as customers read a session's length. */
export function sessionLengthText(minutes: number): string {
  return `${toPersianDigits(minutes)} دقیقه`;
}

/** Whole minutes within `bounds`, from what was typed (in Persian or Latin digits) or sent; null when it is not. */
export function parseMinutes(raw: unknown, bounds: { min: number; max: number }): number | null {
  const text = typeof raw === 'string' ? toLatinDigits(raw) : '';
  const value = typeof raw === 'number' ? raw : /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(value) && value >= bounds.min && value <= bounds.max ? value : null;
}
