// The consultant's calendar: what is offered and when, the practice's settings, its closed days.
import type { ColumnType, Generated } from 'kysely';
import type { SessionMode } from '../../../src/core/domain/session-mode';
import type { BookingQuestion } from '../../../src/core/domain/booking-questions/booking-question';
import type { CreatedAt, Timestamp } from './column-types';

export interface ReservationTypesTable {
  id: Generated<string>;
  title: string;
  description: string;
  /** tomans; 0 is free */
  price: number;
  included_services: ColumnType<string[], string, string>;
  display_order: Generated<number>;
  is_active: Generated<boolean>;
  /** how its sessions happen */
  session_mode: Generated<SessionMode>;
  /** online only: the meeting's https address */
  meeting_link: Generated<string | null>;
  /** office only: where the office is */
  office_address: Generated<string | null>;
  /** how long one session lasts (migration 170) */
  duration_minutes: Generated<number>;
  /** the gap kept free after each of its sessions */
  buffer_minutes: Generated<number>;
  /** the consultant's pick for the popular badge; at most one (migration 173) */
  is_popular: Generated<boolean>;
  /** the 13-digit goods/service ID of its e-invoices (migration 261); never shown to customers */
  tax_service_id: Generated<string | null>;
  /** the questions a customer answers when booking it, in order (migration 270) */
  questions: ColumnType<BookingQuestion[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface TimeSlotsTable {
  id: Generated<string>;
  reservation_type_id: string;
  /** YYYY-MM-DD on Tehran's calendar */
  date: string;
  /** HH:mm on Tehran's clock */
  time: string;
  created_at: CreatedAt;
}

/** The consultant's own settings, one row (id 1): the hours before a session after which its customer may not cancel or move it. */
export interface PracticeSettingsTable {
  id: number;
  customer_change_notice_hours: Generated<number>;
  minimum_notice_minutes: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A time closed for every type (migration 150): whole days, or from_time up to to_time on each. */
export interface DaysOffTable {
  id: Generated<string>;
  from_date: string;
  to_date: string;
  from_time: string | null;
  to_time: string | null;
  reason: Generated<string>;
  created_at: CreatedAt;
}

/** An official holiday the consultant chose not to close. */
export interface SkippedHolidaysTable {
  date: string;
  created_at: CreatedAt;
}

/** The one token of the consultant's calendar feed (migration 250): its SHA-256 and the token sealed under the server's secret, never the token. */
export interface CalendarFeedTokensTable {
  id: Generated<string>;
  token_hash: string;
  token_sealed: string;
  created_at: CreatedAt;
}

/** A moment that may be unknown yet, written as a Date or an ISO text. */
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One of the consultant's own calendars (migration 255): its address sealed, never in plain text, and how its readings go. */
export interface OutsideCalendarsTable {
  id: Generated<string>;
  label: string;
  host: string;
  address_sealed: string;
  /** SHA-256 of the address, so the same one is not added twice */
  address_hash: string;
  etag: string | null;
  last_modified: string | null;
  last_read_at: MaybeTime;
  failing_since: MaybeTime;
  failure: string | null;
  failure_told_at: MaybeTime;
  created_at: CreatedAt;
}

/** A busy interval of an outside calendar's last good copy. */
export interface OutsideBusyTable {
  id: Generated<string>;
  calendar_id: string;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
}

export interface CalendarTables {
  reservation_types: ReservationTypesTable;
  time_slots: TimeSlotsTable;
  practice_settings: PracticeSettingsTable;
  days_off: DaysOffTable;
  skipped_holidays: SkippedHolidaysTable;
  calendar_feed_tokens: CalendarFeedTokensTable;
  outside_calendars: OutsideCalendarsTable;
  outside_busy: OutsideBusyTable;
}
