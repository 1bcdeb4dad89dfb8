import type { BookingFilters } from '../../src/core/domain/admin-booking';
import type { AppDatabase } from './database';

/**
 * The reservations (`r`) with their type (`t`) that the consultant's filters pick: one query that
 * the bookings table and its CSV (schedule module) and the business view's totals (business
 * module) both start from, so a chart and a CSV of the same range count the same rows. A range
 * is read on the reservations' date index.
 */
export function reservationsMatching(db: AppDatabase, filters: BookingFilters) {
  let query = db
    .selectFrom('reservations as r')
    .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id');
  if (filters.from) query = query.where('r.date', '>=', filters.from);
  if (filters.to) query = query.where('r.date', '<=', filters.to);
  if (filters.typeId) query = query.where('r.reservation_type_id', '=', filters.typeId);
  if (filters.status) query = query.where('r.status', '=', filters.status);
  return query;
}
