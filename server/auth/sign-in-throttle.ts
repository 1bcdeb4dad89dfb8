import type { Clock } from '../ports/clock';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Bounds the memory a flood of made-up emails can take. */
const MAX_TRACKED_KEYS = 50_000;

interface Failures {
  count: number;
  windowStart: number;
}

/**
 * Counts failed sign-ins per email and per client address in a fixed 15-minute window; once
 * either reaches its limit, sign-ins for it are refused (even with the right password) until
 * the window ends. Kept in memory: one server process, and a restart only forgives.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly clock: Clock) {}

  /** Milliseconds until a sign-in may be tried again, or 0 when it may be tried now. */
  retryAfterMs(email: string, address: string): number {
    const now = this.clock.now().getTime();
    return Math.max(this.blockedFor(`email:${email}`, MAX_FAILURES_PER_EMAIL, now), this.blockedFor(`ip:${address}`, MAX_FAILURES_PER_ADDRESS, now));
  }

  recordFailure(email: string, address: string): void {
    const now = this.clock.now().getTime();
    this.bump(`email:${email}`, now);
    this.bump(`ip:${address}`, now);
  }

  /** A correct password forgives the email's earlier mistakes (not the address's). */
  recordSuccess(email: string): void {
    this.failures.delete(`email:${email}`);
  }

  private blockedFor(key: string, limit: number, now: number): number {
    const entry = this.failures.get(key);
    if (!entry || now - entry.windowStart >= SIGN_IN_WINDOW_MS) return 0;
    return entry.count >= limit ? entry.windowStart + SIGN_IN_WINDOW_MS - now : 0;
  }

  private bump(key: string, now: number): void {
    const entry = this.failures.get(key);
    if (entry && now - entry.windowStart < SIGN_IN_WINDOW_MS) {
      entry.count += 1;
      return;
    }
    this.failures.delete(key);
    if (this.failures.size >= MAX_TRACKED_KEYS) this.evict(now);
    this.failures.set(key, { count: 1, windowStart: now });
  }

  private evict(now: number): void {
    for (const [key, entry] of this.failures) {
      if (now - entry.windowStart >= SIGN_IN_WINDOW_MS) this.failures.delete(key);
    }
    // Still full: forget the oldest windows first (the Map keeps insertion order).
    for (const key of this.failures.keys()) {
      if (this.failures.size < MAX_TRACKED_KEYS) break;
      this.failures.delete(key);
    }
  }
}
