import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One counting window per (scope, key): failed sign-ins, sign-ups; shared by every server process. */
export interface LimitWindowsTable {
  /** which limit: `sign-in`, `sign-up` */
  scope: string;
  /** what it counts by: `email:<e-mail>`, `device:<e-mail>:<device>`, `ip:<address>` */
  key: string;
  window_start: Timestamp;
  count: number;
}

/** Secrets the server made for itself when none was configured (outside production). */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** The admin's second factor: a TOTP secret, sealed; on once confirmed with a first code. */
export interface SecondFactorsTable {
  user_id: string;
  /** the secret sealed with AUTH_SECRET (AES-256-GCM); never sent again once on */
  sealed_secret: string;
  enabled_at: Timestamp | null;
  /** the last 30-second step whose code was used: codes are single-use */
  last_step: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The tables of issue 20's sign-in limits (migration 130), part of `Database`. */
export interface SignInLimitTables {
  limit_windows: LimitWindowsTable;
  server_secrets: ServerSecretsTable;
  second_factors: SecondFactorsTable;
}
