import type { AppDatabase } from '../../../server/db/database';

/** Everything the schedule routes could change, as one comparable value. */
export async function snapshotSchedule(db: AppDatabase): Promise<unknown> {
  return {
    types: await db.selectFrom('reservation_types').selectAll().orderBy('id').execute(),
    slots: await db.selectFrom('time_slots').selectAll().orderBy('id').execute(),
    reservations: await db.selectFrom('reservations').selectAll().orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
  };
}
