import type { ProfileFields, User } from '../../src/core/domain/user';
import { isProfileComplete } from '../../src/core/domain/user';
import { AccountRequestError, type AccountRepository, type Credentials } from '../../src/core/ports/account-repository';

type Answer<T> = T | AccountRequestError | Error;

/** An account server in memory: remembers calls; each answer can be set to a failure. */
export class FakeAccountRepository implements AccountRepository {
  signOutCalls = 0;
  failSignOut = false;
  signInCalls: Credentials[] = [];
  signUpCalls: Credentials[] = [];
  updateCalls: Array<{ userId: string; changes: Partial<ProfileFields> }> = [];
  deleteCalls: string[] = [];
  meCalls = 0;

  /** the user sign-in and sign-up answer with, or the failure they throw */
  signInAnswer: Answer<User> | null = null;
  signUpAnswer: Answer<User> | null = null;
  /** null for "updates the profile as sent", else the failure it throws */
  updateFailure: AccountRequestError | Error | null = null;
  deleteFailure: AccountRequestError | Error | null = null;
  /** what /api/auth/me says; 'never' keeps it unanswered, as a server that has not replied yet */
  meAnswer: Answer<User | null> | 'never' = 'never';
  /** the user the fake server holds; update answers build on it */
  lastUser: User | null = null;

  async signIn(credentials: Credentials): Promise<User> {
    this.signInCalls.push(credentials);
    return this.answer(this.signInAnswer, credentials.email);
  }

  async signUp(credentials: Credentials): Promise<User> {
    this.signUpCalls.push(credentials);
    return this.answer(this.signUpAnswer, credentials.email);
  }

  me(): Promise<User | null> {
    this.meCalls += 1;
    const answer = this.meAnswer;
    if (answer === 'never') return new Promise(() => {});
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(answer);
  }

  async updateProfile(userId: string, changes: Partial<ProfileFields>): Promise<User> {
    this.updateCalls.push({ userId, changes });
    if (this.updateFailure) throw this.updateFailure;
    const base = this.lastUser ?? { _id: userId, email: '', firstName: '', lastName: '', bio: '', mobile: '', isProfileComplete: false, isAdmin: false };
    const merged = { ...base, ...changes, _id: userId };
    this.lastUser = { ...merged, isProfileComplete: isProfileComplete(merged) };
    return this.lastUser;
  }

  async deleteAccount(userId: string): Promise<void> {
    this.deleteCalls.push(userId);
    if (this.deleteFailure) throw this.deleteFailure;
  }

  async signOut(): Promise<void> {
    this.signOutCalls += 1;
    if (this.failSignOut) throw new AccountRequestError('network', '');
  }

  private answer(answer: Answer<User> | null, email: string): User {
    if (answer instanceof Error) throw answer;
    const user = answer ?? { _id: 'u-new', email, firstName: '', lastName: '', bio: '', mobile: '', isProfileComplete: false, isAdmin: false };
    this.lastUser = user;
    return user;
  }
}
