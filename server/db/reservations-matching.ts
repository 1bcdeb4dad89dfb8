import { sql } from 'kysely';
import type { BookingFilters } from '../../src/core/domain/admin-booking';
import type { AppDatabase } from './database';

/**
 * The reservations (`r`) with their type (`t`) that the consultant's filters pick: one query that
 * the bookings table and its CSV (schedule module) and the business view's totals (business
 * module) both start from, so a chart and a CSV of the same range count the same rows. A range
 * is read on the reservations' date index.
 */
export function reservationsMatching(db: AppDatabase, filters: BookingFilters) {
  let query = db.selectFrom('reservations as r').innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id');
  if (filters.from) query = query.where('r.date', '>=', filters.from);
  if (filters.to) query = query.where('r.date', '<=', filters.to);
  if (filters.typeId) query = query.where('r.reservation_type_id', '=', filters.typeId);
  if (filters.status) query = query.where('r.status', '=', filters.status);
  if (filters.search) query = query.where(customerMatches(filters.search));
  return query;
}

/**
 * Part of the customer's name, e-mail or mobile, on the trigram indexes of migration 180: the
 * matching accounts are gathered once (an init plan), so the reservations are read on their
 * account index or their own kept name and e-mail, never by scanning every reservation.
 */
function customerMatches(folded: string) {
  return sql<boolean>`(r.user_id = ANY(ARRAY(SELECT u.id FROM users u WHERE ${accountMatches(folded)}))
    OR lower(r.customer_name || ' ' || r.customer_email) LIKE ${likePattern(folded)})`;
}

/** An account (`u`) whose name, e-mail or mobile holds the folded text, on the users' trigram index (migration 180). */
export function accountMatches(folded: string) {
  return sql<boolean>`lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(u.mobile, '')) LIKE ${likePattern(folded)}`;
}

function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
