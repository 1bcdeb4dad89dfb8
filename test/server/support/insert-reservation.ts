import type { AppDatabase } from '../../../server/db/database';
import type { ReservationStatus } from '../../../server/db/schema';

/** A reservation type straight into the database (price in tomans). */
export async function insertReservationType(db: AppDatabase, options: { title?: string; price?: number } = {}): Promise<string> {
  const row = await db.insertInto('reservation_types').values({
    title: options.title ?? 'مشاوره مالیاتی',
    description: 'یک جلسه مشاوره',
    price: options.price ?? 1_250_000,
    included_services: JSON.stringify(['بررسی اظهارنامه']),
    updated_at: new Date(),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A reservation as booking would leave it: price copied from its type, created_at = start of the hold. */
export async function insertReservation(
  db: AppDatabase,
  options: { userId: string; typeId: string; createdAt: Date; date?: string; time?: string; status?: ReservationStatus },
): Promise<string> {
  const type = await db.selectFrom('reservation_types').select('price').where('id', '=', options.typeId).executeTakeFirstOrThrow();
  const row = await db.insertInto('reservations').values({
    user_id: options.userId,
    reservation_type_id: options.typeId,
    date: options.date ?? '2026-11-25',
    time: options.time ?? '10:00',
    status: options.status ?? 'pending',
    price: type.price,
    created_at: options.createdAt,
    updated_at: options.createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
