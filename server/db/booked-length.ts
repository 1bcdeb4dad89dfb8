import { sql } from 'kysely';

/**
 * A reservation's session length in minutes as it was booked: its stored end less its start,
 * which the database fixed from the type when the time was taken (migrations 171 and 174), so a
 * later change of the type's length does not stretch or cut sessions already sold.
 */
export function bookedSessionMinutes(alias: string) {
  const starts = sql.ref(`${alias}.starts_at`);
  const ends = sql.ref(`${alias}.ends_at`);
  return sql<number>`(extract(epoch from ${ends} - ${starts}) / 60)::integer`;
}
