import type { FastifyReply } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import type { UserRow } from '../db/schema';
import { ApiError, conflict, unauthorized } from '../http/api-error';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import { normalizeEmail } from '../../src/core/domain/account-rules';
import { EmailTakenError, UserRepository } from '../users/user-repository';
import { parseCredentials } from './account-input';
import { SignInThrottle } from './sign-in-throttle';
import { WindowCounter } from './window-counter';

/** New accounts one address may open in an hour: each costs a password hash. */
export const MAX_SIGN_UPS_PER_ADDRESS_PER_HOUR = 10;

export const AUTH_MESSAGES = {
  emailTaken: 'این ایمیل قبلاً ثبت شده است',
  wrongCredentials: 'ایمیل یا رمز عبور نادرست است',
  tooManyFailures: (minutes: number) =>
    `تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است؛ ${toPersianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید`,
  tooManySignUps: (minutes: number) =>
    `تعداد ثبت‌نام‌ها از این نشانی بیش از حد مجاز است؛ ${toPersianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید`,
} as const;

/** A 429 while a limit holds: the Persian message names the minutes left, Retry-After the seconds. */
export class LimitReached extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(waitMs: number, message: (minutes: number) => string) {
    super(429, message(Math.ceil(waitMs / 60000)));
    this.retryAfterSeconds = Math.ceil(waitMs / 1000);
  }
}

/** While a limit holds, the refusal says in Retry-After when to try again. */
export async function tellingWhenLimited<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LimitReached) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

function refuseWhileLimited(waitMs: number, message: (minutes: number) => string): void {
  if (waitMs > 0) throw new LimitReached(waitMs, message);
}

/**
 * Signing up and signing in, with their limits, once for every way in (the app's JSON calls
 * and the login page's own form): each answers the user or throws an ApiError with the Persian
 * reason. Starting the session is the caller's part.
 */
export class AccountEntry {
  private readonly users: UserRepository;
  private readonly throttle: SignInThrottle;
  private readonly signUps: WindowCounter;
  // Unknown emails still cost one hash check, so the answer's timing does not tell which emails exist.
  private decoyHash: Promise<string> | null = null;

  constructor(private readonly deps: ServerDependencies) {
    this.users = new UserRepository(deps.db);
    this.throttle = new SignInThrottle(deps.clock);
    this.signUps = new WindowCounter(deps.clock, 60 * 60 * 1000);
  }

  /** `body` is the request's {email, password}; `address` the client's, which the limit counts by. */
  async signUp(body: unknown, address: string): Promise<UserRow> {
    const { email, password } = parseCredentials(body, { checkPasswordLength: true });
    refuseWhileLimited(this.signUps.retryAfterMs(address, MAX_SIGN_UPS_PER_ADDRESS_PER_HOUR), AUTH_MESSAGES.tooManySignUps);
    if (await this.users.findByEmail(email)) throw conflict(AUTH_MESSAGES.emailTaken);
    this.signUps.add(address);
    const passwordHash = await this.deps.passwordHasher.hash(password);
    try {
      return await this.users.create(email, passwordHash, this.deps.clock.now());
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    }
  }

  async signIn(body: unknown, address: string): Promise<UserRow> {
    const { email, password } = parseCredentials(body, { checkPasswordLength: false });
    const key = normalizeEmail(email);
    refuseWhileLimited(this.throttle.retryAfterMs(key, address), AUTH_MESSAGES.tooManyFailures);
    const user = await this.users.findByEmail(email);
    const matches = await this.deps.passwordHasher.verify(user?.password_hash ?? (await this.decoy()), password);
    if (!user || !matches) {
      this.throttle.recordFailure(key, address);
      throw unauthorized(AUTH_MESSAGES.wrongCredentials);
    }
    this.throttle.recordSuccess(key);
    return user;
  }

  private decoy(): Promise<string> {
    return (this.decoyHash ??= this.deps.passwordHasher.hash('decoy password, matches nothing'));
  }
}
