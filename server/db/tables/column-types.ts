import type { ColumnType } from 'kysely';

/** A timestamp column written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A creation time: set by the database unless given, never changed. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
