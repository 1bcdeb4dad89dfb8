import { sql, type RawBuilder } from 'kysely';

/**
 * True when no day off closes any part of the session that starts at `time` on `date` and
 * lasts `minutes` (all three column references or values, e.g. `sql.ref('s.date')`): the
 * condition every read that offers slots and every booking adds, so a closed time is neither
 * shown nor sold. A session overlaps closed hours when it starts before they end and ends after
 * they begin; one that ends as they begin, or begins as they end, is open. The rest after a
 * session may run into closed time. Served by days_off_by_range.
 */
export function openAt(date: RawBuilder<unknown>, time: RawBuilder<unknown>, minutes: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`NOT EXISTS (SELECT 1 FROM days_off d WHERE d.to_date >= ${date} AND d.from_date <= ${date}
    AND (d.from_time IS NULL OR (${time} < d.to_time
      AND (${time})::interval + make_interval(mins => (${minutes})::integer) > (d.from_time)::interval)))`;
}
