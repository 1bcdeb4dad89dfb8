import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  bio: Generated<string>;
  is_admin: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

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

export type ReservationStatus = 'pending' | 'confirmed' | 'cancelled' | 'expired';

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
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PaymentStatus = 'initiated' | 'paid' | 'failed' | 'reversed' | 'refund_required';

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
  created_at: CreatedAt;
  updated_at: Timestamp;
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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  reservation_types: ReservationTypesTable;
  time_slots: TimeSlotsTable;
  reservations: ReservationsTable;
  payments: PaymentsTable;
  categories: CategoriesTable;
  posts: PostsTable;
  data_versions: DataVersionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ReservationTypeRow = Selectable<ReservationTypesTable>;
export type TimeSlotRow = Selectable<TimeSlotsTable>;
export type ReservationRow = Selectable<ReservationsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type PostRow = Selectable<PostsTable>;
