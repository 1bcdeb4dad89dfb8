import type { Clock } from '../../../../server/ports/clock';
import type { WindowCounter } from '../../../../server/modules/account';

/** Bounds the memory a flood of made-up keys (emails, addresses) can take. */
const MAX_TRACKED_KEYS = 50_000;

interface Window {
  count: number;
  start: number;
}

/** Counts events per key in fixed windows of `windowMs`, in memory: the use-case tests' stand-in for the database's counter. */
export class InMemoryWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until the key's window ends when it has reached `limit`, else 0. */
  async retryAfterMs(key: string, limit: number): Promise<number> {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) return 0;
    return window.count >= limit ? window.start + this.windowMs - now : 0;
  }

  async add(key: string): Promise<void> {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (window && now - window.start < this.windowMs) {
      window.count += 1;
      return;
    }
    this.windows.delete(key);
    if (this.windows.size >= MAX_TRACKED_KEYS) this.evict(now);
    this.windows.set(key, { count: 1, start: now });
  }

  async forget(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
    // Still full: forget the oldest windows first (the Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_TRACKED_KEYS) break;
      this.windows.delete(key);
    }
  }
}
