import type { SessionMode } from '../../src/core/domain/session-mode';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SignInLimitTables } from './sign-in-limit-tables';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  bio: Generated<string>;
  /** 09xxxxxxxxx (a check keeps it so), null until the customer gives one */
  mobile: ColumnType<string | null, string | null | undefined, string | null>;
  is_admin: Generated<boolean>;
  mobile_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One-time secrets (migration 120), each to a `target` e-mail or mobile: `secret_hash` is sha-256 of a link's token or the password hasher's hash of a code, never the secret. */
export interface AccountCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: 'reset-link' | 'reset-code' | 'verify-mobile';
  target: string;
  secret_hash: string;
  tries_left: number;
  expires_at: Timestamp; used_at: Timestamp | null; created_at: Timestamp;
}

/** Requests for links and codes, counted by `to:<e-mail or mobile>`, `ip:<address>`, `user:<id>`. */
export interface AccountCodeRequestsTable { key: string; created_at: Timestamp }

export interface SessionsTable {
  /** sha-256 of the cookie's token; the token itself is never stored */
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

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

export type ReservationStatus = 'pending' | 'confirmed' | 'cancelled' | 'expired' | 'released';

export interface ReservationsTable {
  id: Generated<string>;
  user_id: string | null;
  reservation_type_id: string;
  date: string;
  time: string;
  status: ReservationStatus;
  /** the type's price in tomans when booked */
  price: number;
  cancel_reason: string | null;
  /** the payment that confirmed it */
  payment_id: Generated<string | null>;
  /** who booked, kept when the account is deleted once the booking was paid */
  customer_name: Generated<string>;
  customer_email: Generated<string>;
  /** the client address that made the hold; live holds are counted per address */
  client_address: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PaymentStatus = 'initiated' | 'paid' | 'failed' | 'reversed' | 'refund_required' | 'refunded';

export interface PaymentsTable {
  id: Generated<string>;
  reservation_id: string;
  gateway: string;
  authority: string;
  /** tomans */
  amount: number;
  status: PaymentStatus;
  ref_id: string | null;
  card_pan: string | null;
  failure_reason: string | null;
  /** the gateway's last code about this payment (100, 101, -51, -62, ...) */
  gateway_code: Generated<number | null>;
  paid_at: Generated<Date | null>;
  /** when the reconciliation job asks the bank next; null when nothing is left to ask */
  check_after: Generated<Date | null>;
  checks: Generated<number>;
  /** a job process holds this payment until then */
  lease_until: Generated<Date | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type LedgerActor = 'customer' | 'consultant' | 'bank' | 'system';

/** The append-only ledger: every step of a booking's money, with who and when. */
export interface PaymentEventsTable {
  id: Generated<string>;
  reservation_id: string;
  payment_id: string | null;
  kind: string;
  from_status: string | null;
  to_status: string | null;
  gateway_code: number | null;
  message: string | null;
  actor: LedgerActor;
  actor_id: string | null;
  created_at: Timestamp;
}

export interface JobsTable {
  name: string;
  next_run_at: Timestamp;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  last_finished_at: Timestamp | null;
  last_error: string | null;
}

export type SandboxPaymentState = 'awaiting' | 'paid' | 'cancelled' | 'verified' | 'reversed';

export interface SandboxPaymentsTable {
  authority: string;
  amount: number;
  description: string;
  callback_url: string;
  state: SandboxPaymentState;
  ref_id: string | null;
  created_at: Timestamp;
  paid_at: Timestamp | null;
}

export interface CategoriesTable {
  id: Generated<string>;
  title: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PostsTable {
  id: Generated<string>;
  user_id: string | null;
  slug: string;
  title: string;
  image: string | null;
  category_id: string | null;
  content: string;
  in_media: Generated<boolean>;
  /** title and text folded for search (Persian and Arabic forms alike) */
  search_text: Generated<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One number per topic, raised by triggers whenever a table the topic reads from changes. */
export interface DataVersionsTable {
  topic: string;
  version: ColumnType<string, never, never>;
}

export type OutboxMessageStatus = 'queued' | 'sent' | 'failed' | 'kept';

/** Every message sent or kept: the delivery queue and the consultant's outbox. */
export interface OutboxMessagesTable {
  id: Generated<string>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  /** [{ filename, contentType, content }] */
  attachments: ColumnType<unknown, string | null, string | null>;
  status: OutboxMessageStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  last_error: string | null;
  /** the message's occasion, e.g. `reminder-24h:<reservationId>`: one message each */
  dedupe_key: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** The consultant's own settings, one row (id 1): the hours before a session after which its customer may not cancel or move it. */
export interface PracticeSettingsTable { id: number; customer_change_notice_hours: Generated<number>; updated_at: ColumnType<Date, Date | string | undefined, Date | string> }

/** A time closed for every type (migration 150): whole days, or from_time up to to_time on each. */
export interface DaysOffTable { id: Generated<string>; from_date: string; to_date: string; from_time: string | null; to_time: string | null; reason: Generated<string>; created_at: CreatedAt }

/** An official holiday the consultant chose not to close. */
export interface SkippedHolidaysTable { date: string; created_at: CreatedAt }

export interface Database extends SignInLimitTables {
  users: UsersTable;
  sessions: SessionsTable;
  reservation_types: ReservationTypesTable;
  time_slots: TimeSlotsTable;
  reservations: ReservationsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  jobs: JobsTable;
  sandbox_payments: SandboxPaymentsTable;
  categories: CategoriesTable;
  posts: PostsTable;
  data_versions: DataVersionsTable;
  outbox_messages: OutboxMessagesTable;
  practice_settings: PracticeSettingsTable;
  account_codes: AccountCodesTable; account_code_requests: AccountCodeRequestsTable;
  days_off: DaysOffTable;
  skipped_holidays: SkippedHolidaysTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ReservationTypeRow = Selectable<ReservationTypesTable>;
export type TimeSlotRow = Selectable<TimeSlotsTable>;
export type ReservationRow = Selectable<ReservationsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentEventRow = Selectable<PaymentEventsTable>;
export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type PostRow = Selectable<PostsTable>;
export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
