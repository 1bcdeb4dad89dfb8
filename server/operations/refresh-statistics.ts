import type { Job } from '../jobs/job-runner';

/**
 * The tables' upkeep: their planner's statistics, and the rows that updates and deletes left
 * behind. PostgreSQL does this by itself (autovacuum); the embedded database has no autovacuum,
 * so without this a practice that grew from the demo to thousands of rows would be planned as if
 * it were still the demo, and every table would keep growing with its dead rows.
 */
export interface DatabaseStatistics {
  /** vacuums and gathers the statistics of each table in turn, each its own statement; answers the tables */
  refresh(): Promise<string[]>;
}

/** Once a day is enough: a table's size and spread change slowly next to the rows it holds. */
export const REFRESH_STATISTICS_EVERY_MS = 24 * 60 * 60 * 1000;

/** The refresh as a job on the runner: once a day, once across the server's processes. */
export function refreshStatisticsJob(statistics: DatabaseStatistics): Job {
  return { name: 'refresh-statistics', everyMs: REFRESH_STATISTICS_EVERY_MS, run: () => statistics.refresh() };
}
