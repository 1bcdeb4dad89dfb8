import { Kysely } from 'kysely';

/** The notices sweep reads the last day's confirmations and cancellations by status and time of change. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('reservations_status_updated_at').on('reservations').columns(['status', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reservations_status_updated_at').execute();
}
