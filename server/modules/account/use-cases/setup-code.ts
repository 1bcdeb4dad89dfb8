import { randomBytes } from 'node:crypto';

/** A set-up code works for a day after its server started, and once. */
export const SETUP_CODE_TTL_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes (256 bits), base64url: safe in an address, too many to guess; kept as its sha-256 (hashLinkToken). */
export function newSetupCode(): string {
  return randomBytes(32).toString('base64url');
}
