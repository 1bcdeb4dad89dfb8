import type { Job } from '../jobs/job-runner';

/**
 * The planner's statistics of the tables that searches, filters and deep pages read. PostgreSQL
 * keeps them fresh by itself (autovacuum); the embedded database has no autovacuum, so without
 * this a practice that grew from the demo to thousands of rows would be planned as if it were
 * still the demo.
 */
export interface DatabaseStatistics {
  /** gathers the statistics of each table in turn, each its own statement; answers the tables */
  refresh(): Promise<string[]>;
}

/** Once a day is enough: a table's size and spread change slowly next to the rows it holds. */
export const REFRESH_STATISTICS_EVERY_MS = 24 * 60 * 60 * 1000;

/** The refresh as a job on the runner: once a day, once across the server's processes. */
export function refreshStatisticsJob(statistics: DatabaseStatistics): Job {
  return { name: 'refresh-statistics', everyMs: REFRESH_STATISTICS_EVERY_MS, run: () => statistics.refresh() };
}
