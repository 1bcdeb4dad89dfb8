import type { Job } from '../jobs/job-runner';
import type { Clock } from '../ports/clock';

/** How many counting rows one run dropped. */
export interface PrunedCounts {
  windows: number;
  codeRequests: number;
}

/**
 * The rows the sign-in and sign-up limits and the account code requests count with, once their
 * windows have ended. Counting itself drops a key's ended rows only when that key is counted
 * again, so rows of addresses and e-mails never seen again would stay for good without this.
 */
export interface StaleCounts {
  /** drops every counting row whose window had ended by `now` */
  prune(now: Date): Promise<PrunedCounts>;
}

/** Longer than the longest counting window, so a run always finds the rows of windows that have ended. */
export const PRUNE_STALE_COUNTS_EVERY_MS = 60 * 60 * 1000;

/** The pruning as a job on the runner: once an hour, once across the server's processes. */
export function pruneStaleCountsJob(counts: StaleCounts, clock: Clock): Job {
  return { name: 'prune-stale-counts', everyMs: PRUNE_STALE_COUNTS_EVERY_MS, run: () => counts.prune(clock.now()) };
}
