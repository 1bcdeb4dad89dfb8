import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import { authRoutes } from './http/auth-routes';
import { installUserLoader } from './http/current-user';
import { loginFormRoutes } from './http/login-form-routes';
import { usersRoutes } from './http/users-routes';
import type { AccountPorts } from './use-cases/account-context';
import { accountUseCases } from './use-cases/account-use-cases';

/**
 * The account module's public entry: signing up and in, sessions, the profile, and the
 * operator's create-admin. Other modules and the composition root reach it only through here.
 */
export { accountUseCases, type AccountUseCases } from './use-cases/account-use-cases';
export type { AccountPorts } from './use-cases/account-context';
export { EmailTakenError, type AccountUser, type UserStore, type UserWithPassword } from './ports/user-store';
export { AccountRefusal, type AccountRefusalKind } from './use-cases/refusal';
export type { SessionStore } from './ports/session-store';
export type { PasswordHasher } from './ports/password-hasher';
export type { WindowCounter } from './ports/window-counter';
export type { AdminEnrolment, Enrolled } from './ports/admin-enrolment';
export { SIGN_IN_WINDOW_MS } from './use-cases/sign-in-throttle';
export { SIGN_UP_WINDOW_MS } from './use-cases/sign-up';
export { hashSessionToken, newSessionToken, SESSION_TTL_MS } from './session-token';
export { SESSION_COOKIE } from './http/session-cookie';
export { toUserJson } from './http/user-json';

/** What the module takes from the server's dependencies. */
export interface AccountDependencies {
  account: AccountPorts;
  clock: Clock;
  config: { cookieSecure: boolean };
}

/** Sets `request.user` from the session cookie on every request, before any handler or guard. */
export function installCurrentUser(app: FastifyInstance, deps: AccountDependencies): void {
  installUserLoader(app, accountUseCases(deps.account, deps.clock).verifySession);
}

/** Every route of the module: the app's JSON calls and the login page's own form share one set of use cases, and so their limits. */
export async function accountModuleRoutes(app: FastifyInstance, deps: AccountDependencies): Promise<void> {
  const useCases = accountUseCases(deps.account, deps.clock);
  const { cookieSecure } = deps.config;
  await authRoutes(useCases, cookieSecure)(app);
  await loginFormRoutes(useCases, cookieSecure)(app);
  await usersRoutes(useCases, cookieSecure)(app);
}
