/** What readiness asks of the database: it answers a query, and which migrations it still lacks. */
export interface DatabaseHealth {
  /** the names of migrations this build knows and the database has not run; throws when the database does not answer */
  pendingMigrations(): Promise<string[]>;
}
