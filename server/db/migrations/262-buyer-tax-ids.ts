import { Kysely, sql } from 'kysely';

/**
 * The buyer's side of a booking's e-invoice: a customer who asks for an official invoice gives a
 * national ID (10 digits) or an economic code (11 or 14 digits), kept with the reservation; without
 * one the invoice is of the type that names no buyer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservations')
    .addColumn('buyer_tax_id', 'text', (c) => c.check(sql`buyer_tax_id ~ '^([0-9]{10}|[0-9]{11}|[0-9]{14})$'`))
    .execute();
  // customers read with the types whether they may ask for an official invoice: turning sending on or off changes the types' cached answers
  await sql`CREATE TRIGGER tax_settings_update_bumps_offered_types
    AFTER UPDATE ON tax_settings REFERENCING NEW TABLE AS changed_rows
    FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('reservation-types')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS tax_settings_update_bumps_offered_types ON tax_settings`.execute(db);
  await db.schema.alterTable('reservations').dropColumn('buyer_tax_id').execute();
}
