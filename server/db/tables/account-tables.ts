// Who uses the site: accounts, their one-time codes and sessions.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types';

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
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Requests for links and codes, counted by `to:<e-mail or mobile>`, `ip:<address>`, `user:<id>`. */
export interface AccountCodeRequestsTable {
  key: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** sha-256 of the cookie's token; the token itself is never stored */
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** The set-up codes of the first run (migration 225): sha-256 of the printed code, never the code. */
export interface SetupCodesTable {
  code_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  account_codes: AccountCodesTable;
  account_code_requests: AccountCodeRequestsTable;
  setup_codes: SetupCodesTable;
}
