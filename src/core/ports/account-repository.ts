import type { ProfileFields, User } from '../domain/user';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * How an account call failed: the server refused it (with its Persian message when it sent
 * one), or no answer came back at all.
 */
export class AccountRequestError extends Error {
  constructor(
    readonly reason: 'rejected' | 'network',
    /** the server's message; empty when it sent none */
    readonly serverMessage: string,
    readonly status: number | null = null,
  ) {
    super(serverMessage || reason);
    this.name = 'AccountRequestError';
  }
}

/** The account calls of the API. Failures throw AccountRequestError. */
export interface AccountRepository {
  signUp(credentials: Credentials): Promise<User>;
  signIn(credentials: Credentials): Promise<User>;
  /** the signed-in user, or null when the server says nobody is (401) */
  me(): Promise<User | null>;
  /** sends only the changed fields; answers the updated user */
  updateProfile(userId: string, changes: Partial<ProfileFields>): Promise<User>;
  deleteAccount(userId: string): Promise<void>;
  signOut(): Promise<void>;
}
