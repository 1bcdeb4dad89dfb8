import type { RequestTally } from '../ports/request-tally';
import { refuseWhileLimited } from './limit-refusal';

export const CODE_REQUEST_WINDOW_MS = 60 * 60 * 1000;
/** requests for one e-mail, number or account in an hour */
export const MAX_REQUESTS_PER_TARGET = 5;
/** requests from one client address in an hour */
export const MAX_REQUESTS_PER_ADDRESS = 20;

/**
 * Limits requests for links and codes, counted in the database (every process counts
 * together), in one-hour windows that slide with the clock.
 */
export class CodeRequestLimit {
  constructor(private readonly tally: RequestTally) {}

  /** Counts this request for each key; refuses (429, in Persian) when any key went over its limit. */
  async refuseOverLimit(keys: Array<{ key: string; limit: number }>, now: Date, message: (minutes: number) => string): Promise<void> {
    const counts = await this.tally.record(
      keys.map(({ key }) => key),
      now,
      new Date(now.getTime() - CODE_REQUEST_WINDOW_MS),
    );
    const over = counts.some((count, index) => count > keys[index].limit);
    refuseWhileLimited(over ? CODE_REQUEST_WINDOW_MS : 0, message);
  }

  /** Counts this request for the key; false when it went over the limit (nothing is said: the caller stays silent). */
  async allows(key: string, limit: number, now: Date): Promise<boolean> {
    const [count] = await this.tally.record([key], now, new Date(now.getTime() - CODE_REQUEST_WINDOW_MS));
    return count <= limit;
  }
}
