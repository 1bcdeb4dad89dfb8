import type { CodeNeeded } from '../../domain/second-factor';
import type { ProfileFields, User } from '../../domain/user';

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
  /** the user, or the code step's ticket when the account has a second factor on */
  signIn(credentials: Credentials): Promise<User | CodeNeeded>;
  /** the second factor's code with the password step's ticket */
  signInWithCode(ticket: string, code: string): Promise<User>;
  /** the signed-in user, or null when the server says nobody is (401) */
  me(): Promise<User | null>;
  /** sends only the changed fields; answers the updated user */
  updateProfile(userId: string, changes: Partial<ProfileFields>): Promise<User>;
  deleteAccount(userId: string): Promise<void>;
  signOut(): Promise<void>;
  /** «تأیید شماره»: a code by SMS to the signed-in user's mobile; answers the server's words */
  sendMobileCode(): Promise<string>;
  /** the code typed back; answers the user with the mobile proven */
  confirmMobile(code: string): Promise<User>;
}
