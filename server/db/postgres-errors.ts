/** PostgreSQL's SQLSTATE of a failed statement (pg and PGlite both set `code`). */
function sqlState(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
/** Two transactions each waited for the other (two customers swapping times); PostgreSQL aborted one. */
export const isDeadlock = (error: unknown) => sqlState(error) === '40P01';
/** Two live reservations' busy ranges would overlap (the one-calendar exclusion constraint, migration 171). */
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';
