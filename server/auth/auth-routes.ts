import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { ApiError, conflict, unauthorized } from '../http/api-error';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import { normalizeEmail } from '../../src/core/domain/account-rules';
import { toUserJson } from '../users/user-json';
import { EmailTakenError, UserRepository } from '../users/user-repository';
import { parseCredentials } from './account-input';
import { requireUser } from './current-user';
import { startSession } from './sessions';
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

/** A 429 with Retry-After and the Persian message naming the minutes left, while a limit holds. */
function refuseWhileLimited(reply: FastifyReply, waitMs: number, message: (minutes: number) => string): void {
  if (waitMs <= 0) return;
  reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
  throw new ApiError(429, message(Math.ceil(waitMs / 60000)));
}

/** Sign-up, sign-in and "who am I"; sign-out and the profile live in the users routes. */
export async function authRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const users = new UserRepository(deps.db);
  const throttle = new SignInThrottle(deps.clock);
  const signUps = new WindowCounter(deps.clock, 60 * 60 * 1000);
  // Unknown emails still cost one hash check, so the answer's timing does not tell which emails exist.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= deps.passwordHasher.hash('decoy password, matches nothing'));

  app.post('/api/auth/signup', async (request, reply) => {
    const { email, password } = parseCredentials(request.body, { checkPasswordLength: true });
    refuseWhileLimited(reply, signUps.retryAfterMs(request.ip, MAX_SIGN_UPS_PER_ADDRESS_PER_HOUR), AUTH_MESSAGES.tooManySignUps);
    if (await users.findByEmail(email)) throw conflict(AUTH_MESSAGES.emailTaken);
    signUps.add(request.ip);
    const passwordHash = await deps.passwordHasher.hash(password);
    let user;
    try {
      user = await users.create(email, passwordHash, deps.clock.now());
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    await startSession(deps, request, reply, user.id);
    return reply.status(201).send(toUserJson(user));
  });

  app.post('/api/auth/signin', async (request, reply) => {
    const { email, password } = parseCredentials(request.body, { checkPasswordLength: false });
    const key = normalizeEmail(email);
    refuseWhileLimited(reply, throttle.retryAfterMs(key, request.ip), AUTH_MESSAGES.tooManyFailures);
    const user = await users.findByEmail(email);
    const matches = await deps.passwordHasher.verify(user?.password_hash ?? (await decoy()), password);
    if (!user || !matches) {
      throttle.recordFailure(key, request.ip);
      throw unauthorized(AUTH_MESSAGES.wrongCredentials);
    }
    throttle.recordSuccess(key);
    await startSession(deps, request, reply, user.id);
    return toUserJson(user);
  });

  app.get('/api/auth/me', { preHandler: requireUser }, async (request) => toUserJson(request.user!));
}
