import type { ProfileFields } from '../../../../src/core/domain/user';

/**
 * A user as every module sees the one signed in (`request.user`). The fields keep the names
 * the other modules' routes already read; the password hash is not among them.
 */
export interface AccountUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  bio: string;
  /** 09xxxxxxxxx, null until given */
  mobile: string | null;
  /** the mobile was proven with a code sent to it (and has not changed since) */
  mobile_verified: boolean;
  is_admin: boolean;
}

/** The user and the hash their password is checked against, for signing in. */
export interface UserWithPassword {
  user: AccountUser;
  passwordHash: string;
}

/** Thrown when an email is already registered, whatever its case. */
export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
  }
}

/** The accounts: emails are unique without regard to case. */
export interface UserStore {
  /** the account whose email matches without regard to case or surrounding spaces */
  findByEmail(email: string): Promise<UserWithPassword | null>;
  /** a new account with an empty profile; throws EmailTakenError */
  create(email: string, passwordHash: string, now: Date): Promise<AccountUser>;
  /** writes only the given fields (a changed mobile is no longer proven); null when the account is gone; throws EmailTakenError */
  updateProfile(id: string, changes: Partial<ProfileFields>, now: Date): Promise<AccountUser | null>;
  /**
   * Removes the account and every session of it. Bookings that were paid keep who made them
   * (the consultant must keep those records); the name and e-mail on bookings never paid go.
   */
  delete(id: string): Promise<boolean>;
  /** the account whose mobile is this one, proven */
  findByVerifiedMobile(mobile: string): Promise<AccountUser | null>;
  setPassword(id: string, passwordHash: string, now: Date): Promise<void>;
  /**
   * The user's mobile is proven, when it is still `mobile`; any other account that had proven
   * the same number no longer has (one proven owner per number). False when the number changed.
   */
  markMobileVerified(id: string, mobile: string, now: Date): Promise<boolean>;
}
