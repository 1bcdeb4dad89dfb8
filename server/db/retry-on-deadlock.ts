import { isDeadlock } from './postgres-errors';

/** a transaction aborted as a deadlock this many times in a row is given up */
export const DEADLOCK_ATTEMPTS = 3;

/**
 * Runs `transaction` again when PostgreSQL aborted it as a deadlock: two writers that each
 * waited for the other (two bookings inserted into one hour at the same instant), one of them
 * aborted. By the next attempt the other has committed or rolled back, so the attempt sees a
 * plain collision or a free hour. After the last attempt the deadlock is thrown on.
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>, attempts = DEADLOCK_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}
