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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('buyer_tax_id').execute();
}
