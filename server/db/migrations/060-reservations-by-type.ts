import { Kysely } from 'kysely';

/**
 * The admin's type list counts each type's reservations, and deleting a type checks it has
 * none (and the foreign key checks again): both look reservations up by type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('reservations_reservation_type_id').on('reservations').column('reservation_type_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reservations_reservation_type_id').ifExists().execute();
}
