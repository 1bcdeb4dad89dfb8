import { sql, type RawBuilder } from 'kysely';

/**
 * True when no busy interval of the consultant's own calendars (migration 255) overlaps the
 * session that starts at `time` on `date` (Tehran) and keeps the calendar `minutes` long, its
 * rest included: the condition every read that offers slots and every booking adds beside
 * `openAt`, so a busy time is neither shown nor sold. Touching ends do not overlap. Served by
 * outside_busy_by_range.
 */
export function freeOfOutsideBusy(date: RawBuilder<unknown>, time: RawBuilder<unknown>, minutes: RawBuilder<unknown>): RawBuilder<boolean> {
  const startsAt = sql`((${date}) || ' ' || (${time}))::timestamp AT TIME ZONE 'Asia/Tehran'`;
  return sql<boolean>`NOT EXISTS (SELECT 1 FROM outside_busy b
    WHERE tstzrange(b.starts_at, b.ends_at) && tstzrange(${startsAt}, ${startsAt} + make_interval(mins => (${minutes})::integer)))`;
}

/** True when a busy interval of the consultant's own calendars overlaps [startsAt, endsAt): a booking an event added later collides with. */
export function overlapsOutsideBusy(startsAt: RawBuilder<unknown>, endsAt: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM outside_busy b WHERE tstzrange(b.starts_at, b.ends_at) && tstzrange(${startsAt}, ${endsAt}))`;
}
