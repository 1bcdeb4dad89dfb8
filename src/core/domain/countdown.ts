import { PENDING_HOLD_MS } from './limits';
import { toPersianDigits } from './persian-digits';

/** Milliseconds left of the 6-minute hold that started at `startedAt`; 0 once it is over. */
export function holdRemainingMs(startedAt: string | number | Date, now: number): number {
  const start = new Date(startedAt).getTime();
  if (Number.isNaN(start)) return 0;
  return Math.max(0, start + PENDING_HOLD_MS - now);
}

/** The countdown as m:ss (zero-padded seconds), or null once the time is up. */
export function countdownText(startedAt: string | number | Date, now: number): string | null {
  const remaining = holdRemainingMs(startedAt, now);
  if (remaining <= 0) return null;
  const totalSeconds = Math.ceil(remaining / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The same in Persian digits, as the page shows it. */
export function countdownTextFa(startedAt: string | number | Date, now: number): string | null {
  const text = countdownText(startedAt, now);
  return text === null ? null : toPersianDigits(text);
}
