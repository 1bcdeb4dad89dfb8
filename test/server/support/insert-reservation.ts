import type { AppDatabase } from '../../../server/db/database';
import type { ReservationStatus } from '../../../server/db/tables/money-tables';

/** A reservation type straight into the database (price in tomans). */
export async function insertType(
  db: AppDatabase,
  values: { title?: string; price?: number; isActive?: boolean; displayOrder?: number; durationMinutes?: number } = {},
): Promise<string> {
  const row = await db
    .insertInto('reservation_types')
    .values({
      title: values.title ?? 'مشاوره مالی تخصصی',
      description: 'جلسه یک‌ساعته',
      price: values.price ?? 1500000,
      included_services: JSON.stringify(['جلسه ۶۰ دقیقه‌ای']),
      display_order: values.displayOrder ?? 0,
      is_active: values.isActive ?? true,
      ...(values.durationMinutes === undefined ? {} : { duration_minutes: values.durationMinutes }),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The payments tests' name for the same thing, with their defaults. */
export function insertReservationType(
  db: AppDatabase,
  options: { title?: string; price?: number; durationMinutes?: number } = {},
): Promise<string> {
  return insertType(db, {
    title: options.title ?? 'مشاوره مالیاتی',
    price: options.price ?? 1_250_000,
    durationMinutes: options.durationMinutes,
  });
}

/** Slots straight into the database. */
export async function insertSlots(db: AppDatabase, typeId: string, slots: Array<{ date: string; time: string }>): Promise<string[]> {
  const rows = await db
    .insertInto('time_slots')
    .values(slots.map((slot) => ({ reservation_type_id: typeId, date: slot.date, time: slot.time })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A reservation (and optionally its paid payment) as the booking and payment routes would leave
 * it: price copied from its type unless given, created_at = start of the hold.
 */
export async function insertReservation(
  db: AppDatabase,
  values: {
    typeId: string;
    userId: string | null;
    date?: string;
    time?: string;
    status?: ReservationStatus;
    price?: number;
    createdAt?: Date;
    refId?: string;
    cancelReason?: string;
  },
): Promise<string> {
  const createdAt = values.createdAt ?? new Date();
  const price =
    values.price ??
    (await db.selectFrom('reservation_types').select('price').where('id', '=', values.typeId).executeTakeFirstOrThrow()).price;
  const row = await db
    .insertInto('reservations')
    .values({
      user_id: values.userId,
      reservation_type_id: values.typeId,
      date: values.date ?? '2026-11-25',
      time: values.time ?? '10:00',
      status: values.status ?? 'pending',
      price,
      cancel_reason: values.cancelReason ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.refId) {
    await db
      .insertInto('payments')
      .values({
        reservation_id: row.id,
        gateway: 'sandbox',
        authority: `A${Math.random().toString(36).slice(2)}`,
        amount: price,
        status: 'paid',
        ref_id: values.refId,
        updated_at: createdAt,
      })
      .execute();
  }
  return row.id;
}
