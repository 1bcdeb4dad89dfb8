import { compareBookings, type AdminBooking, type BookingFilters } from '../../src/core/domain/admin-booking';
import type { AppDatabase } from '../db/database';

/** Every reservation with its customer, type and payment reference, filtered and in the table's order. */
export async function findBookings(db: AppDatabase, filters: BookingFilters, today: string): Promise<AdminBooking[]> {
  let query = db
    .selectFrom('reservations as r')
    .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id', 'r.date', 'r.time', 'r.price', 'r.status', 'r.cancel_reason', 'r.created_at', 'r.reservation_type_id',
      't.title as type_title', 'u.first_name', 'u.last_name', 'u.email',
    ]);
  if (filters.from) query = query.where('r.date', '>=', filters.from);
  if (filters.to) query = query.where('r.date', '<=', filters.to);
  if (filters.typeId) query = query.where('r.reservation_type_id', '=', filters.typeId);
  if (filters.status) query = query.where('r.status', '=', filters.status);
  const rows = await query.execute();

  const refIds = await paymentReferences(db, rows.map((row) => row.id));
  return rows
    .map((row): AdminBooking => ({
      _id: row.id,
      customerName: [row.first_name, row.last_name].filter(Boolean).join(' '),
      customerEmail: row.email ?? '',
      reservationTypeId: row.reservation_type_id,
      reservationTypeTitle: row.type_title,
      date: row.date,
      time: row.time,
      price: row.price,
      status: row.status,
      refId: refIds.get(row.id) ?? null,
      cancelReason: row.cancel_reason,
      createdAt: new Date(row.created_at).toISOString(),
    }))
    .sort(compareBookings(today));
}

const ID_CHUNK = 5000;

/** The reference of each reservation's paid payment, or else of its newest payment that has one. */
async function paymentReferences(db: AppDatabase, reservationIds: string[]): Promise<Map<string, string>> {
  const refs = new Map<string, string>();
  for (let start = 0; start < reservationIds.length; start += ID_CHUNK) {
    const payments = await db
      .selectFrom('payments')
      .select(['reservation_id', 'ref_id', 'status'])
      .where('reservation_id', 'in', reservationIds.slice(start, start + ID_CHUNK))
      .where('ref_id', 'is not', null)
      .orderBy('created_at')
      .execute();
    const laterWins = [...payments.filter((p) => p.status !== 'paid'), ...payments.filter((p) => p.status === 'paid')];
    for (const payment of laterWins) refs.set(payment.reservation_id, payment.ref_id!);
  }
  return refs;
}
