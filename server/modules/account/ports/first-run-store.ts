import type { AccountUser } from './user-store';

/** A set-up code as the store keeps it (by the hash of the printed code). */
export interface SetupCodeRecord {
  expiresAt: Date;
  usedAt: Date | null;
}

/** The first admin as the set-up page makes them. */
export interface FirstAdmin {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/** What one set-up reads and writes, inside a transaction no other set-up runs beside. */
export interface SetupStep {
  adminExists(): Promise<boolean>;
  findCode(codeHash: string): Promise<SetupCodeRecord | null>;
  markUsed(codeHash: string, now: Date): Promise<void>;
  /** the account with this e-mail (made when there is none) becomes the admin, with this password and name, and takes the articles without an author */
  enrol(admin: FirstAdmin, now: Date): Promise<AccountUser>;
}

/** The first run's set-up codes, and whether an admin exists yet. */
export interface FirstRunStore {
  adminExists(): Promise<boolean>;
  /** keeps a new code's hash, and lets go of the codes that are used or expired */
  keep(codeHash: string, expiresAt: Date, now: Date): Promise<void>;
  /** runs `step` in one transaction; set-ups run one after another, across processes too, and a refusal thrown in it changes nothing */
  oneAtATime<T>(step: (setup: SetupStep) => Promise<T>): Promise<T>;
}
