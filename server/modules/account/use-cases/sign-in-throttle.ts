import type { WindowCounter } from '../ports/window-counter';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Counts failed sign-ins per email and per client address in a fixed 15-minute window; once
 * either reaches its limit, sign-ins for it are refused (even with the right password) until
 * the window ends.
 */
export class SignInThrottle {
  /** `failures` counts in windows of SIGN_IN_WINDOW_MS */
  constructor(private readonly failures: WindowCounter) {}

  /** Milliseconds until a sign-in may be tried again, or 0 when it may be tried now. */
  retryAfterMs(email: string, address: string): number {
    return Math.max(this.failures.retryAfterMs(`email:${email}`, MAX_FAILURES_PER_EMAIL), this.failures.retryAfterMs(`ip:${address}`, MAX_FAILURES_PER_ADDRESS));
  }

  recordFailure(email: string, address: string): void {
    this.failures.add(`email:${email}`);
    this.failures.add(`ip:${address}`);
  }

  /** A correct password forgives the email's earlier mistakes (not the address's). */
  recordSuccess(email: string): void {
    this.failures.forget(`email:${email}`);
  }
}
