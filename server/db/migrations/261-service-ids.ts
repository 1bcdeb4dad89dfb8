import { Kysely, sql } from 'kysely';

/**
 * Each reservation type's 13-digit goods/service ID (شناسه کالا/خدمت), which its e-invoices name
 * on their line (sstid): optional, Latin digits only, for the consultant's eyes (never public).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reservation_types')
    .addColumn('tax_service_id', 'text', (c) => c.check(sql`tax_service_id ~ '^[0-9]{13}$'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservation_types').dropColumn('tax_service_id').execute();
}
