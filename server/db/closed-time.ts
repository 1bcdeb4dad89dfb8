import { sql, type RawBuilder } from 'kysely';

/**
 * True when no day off closes the slot that starts at `time` on `date` (both column
 * references, e.g. `sql.ref('s.date')`): the condition every read that offers slots and every
 * booking adds, so a closed time is neither shown nor sold. Served by days_off_by_range.
 */
export function openAt(date: RawBuilder<unknown>, time: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`NOT EXISTS (SELECT 1 FROM days_off d WHERE d.to_date >= ${date} AND d.from_date <= ${date}
    AND (d.from_time IS NULL OR (${time} >= d.from_time AND ${time} < d.to_time)))`;
}
