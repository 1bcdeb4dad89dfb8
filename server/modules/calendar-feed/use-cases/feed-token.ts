import { createHash, randomBytes } from 'node:crypto';

/** The field a token is sealed under, so its seal cannot stand for another secret. */
export const FEED_TOKEN_FIELD = 'calendar-feed-token';

/** 32 random bytes, base64url: 43 letters, digits, `-` and `_`. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new token: long and random, fit for an address. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True when the text could be a token at all; anything else is refused before a lookup. */
export function looksLikeFeedToken(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}

/** How a token is looked up: its SHA-256, which a random 256-bit token needs no salt or stretching for. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
