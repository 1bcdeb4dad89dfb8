import { createHash, randomBytes, randomInt } from 'node:crypto';

export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
/** wrong codes a code survives: the fifth wrong one kills it */
export const CODE_TRIES = 5;
export const CODE_DIGITS = 6;

/** A reset link's token: 32 random bytes, base64url, too many to guess. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the store keeps of a link's token: sha-256 is enough for a secret of 256 random bits. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A code to type: six random digits (a code's few digits are kept with the password hasher, and its tries are few). */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** When a secret made at `now` stops working. */
export function expiryAfter(now: Date, ttlMs: number): Date {
  return new Date(now.getTime() + ttlMs);
}
