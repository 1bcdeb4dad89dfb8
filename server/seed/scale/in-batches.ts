import type { AppDatabase } from '../../db/database';

/**
 * How many batches run at once. One: PGlite takes transactions in turn anyway, and four at once
 * on PostgreSQL gained nothing measurable on a loaded machine (raise it to try on a quiet one).
 */
const BATCHES_AT_ONCE = 1;

/** Runs `write(from, to)` over 0..total in transactions of `size` rows, a few at a time. */
export async function inBatches(
  db: AppDatabase,
  total: number,
  size: number,
  write: (trx: AppDatabase, from: number, to: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const from = next;
      next = Math.min(total, next + size);
      const to = next;
      await db.transaction().execute((trx) => write(trx, from, to));
    }
  };
  await Promise.all(Array.from({ length: BATCHES_AT_ONCE }, worker));
}
