import type { CodeNeeded } from '../../src/core/domain/second-factor';
import type { ProfileFields, User } from '../../src/core/domain/user';
import { isProfileComplete } from '../../src/core/domain/user';
import { AccountRequestError, type AccountRepository, type Credentials } from '../../src/core/ports/account/account-repository';

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

  /** the user sign-in and sign-up answer with (sign-in: or the code step's ticket), or the failure they throw */
  signInAnswer: Answer<User | CodeNeeded> | null = null;
  /** the code step: the calls, and the code it takes (any other is refused with the server's words) */
  codeCalls: Array<{ ticket: string; code: string }> = [];
  signInCode = '246810';
  signUpAnswer: Answer<User> | null = null;
  /** null for "updates the profile as sent", else the failure it throws */
  updateFailure: AccountRequestError | Error | null = null;
  deleteFailure: AccountRequestError | Error | null = null;
  /** what /api/auth/me says; 'never' keeps it unanswered, as a server that has not replied yet */
  meAnswer: Answer<User | null> | 'never' = 'never';
  /** the user the fake server holds; update answers build on it */
  lastUser: User | null = null;

  async signIn(credentials: Credentials): Promise<User | CodeNeeded> {
    this.signInCalls.push(credentials);
    if (this.signInAnswer && 'codeNeeded' in this.signInAnswer) return this.signInAnswer;
    return this.answer(this.signInAnswer, credentials.email);
  }

  async signInWithCode(ticket: string, code: string): Promise<User> {
    this.codeCalls.push({ ticket, code });
    if (code !== this.signInCode)
      throw new AccountRequestError(
        'rejected',
        'کد ورود دومرحله‌ای درست نیست یا پیش‌تر به کار رفته است؛ کد تازهٔ برنامهٔ احراز هویت را وارد کنید',
        401,
      );
    return this.answer(this.codeUser, 'owner@example.com');
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
    const base = this.lastUser ?? {
      _id: userId,
      email: '',
      firstName: '',
      lastName: '',
      bio: '',
      mobile: '',
      isProfileComplete: false,
      isAdmin: false,
    };
    const merged = { ...base, ...changes, _id: userId };
    this.lastUser = { ...merged, isProfileComplete: isProfileComplete(merged) };
    return this.lastUser;
  }

  async deleteAccount(userId: string): Promise<void> {
    this.deleteCalls.push(userId);
    if (this.deleteFailure) throw this.deleteFailure;
  }

  sentMobileCodes = 0;
  confirmCalls: string[] = [];
  /** the code confirmMobile takes; any other is refused with the server's words */
  mobileCode = '123456';

  async sendMobileCode(): Promise<string> {
    this.sentMobileCodes += 1;
    return 'کد تأیید به شماره موبایل شما پیامک شد';
  }

  async confirmMobile(code: string): Promise<User> {
    this.confirmCalls.push(code);
    if (code !== this.mobileCode)
      throw new AccountRequestError('rejected', 'کد واردشده درست نیست یا منقضی شده است؛ در صورت نیاز کد تازه بخواهید', 400);
    this.lastUser = { ...this.lastUser!, mobileVerified: true };
    return this.lastUser;
  }

  async signOut(): Promise<void> {
    this.signOutCalls += 1;
    if (this.failSignOut) throw new AccountRequestError('network', '');
  }

  /** the user the code step signs in */
  codeUser: User | null = null;

  private answer(answer: Answer<User> | null, email: string): User {
    if (answer instanceof Error) throw answer;
    const user = answer ?? {
      _id: 'u-new',
      email,
      firstName: '',
      lastName: '',
      bio: '',
      mobile: '',
      isProfileComplete: false,
      isAdmin: false,
    };
    this.lastUser = user;
    return user;
  }
}
