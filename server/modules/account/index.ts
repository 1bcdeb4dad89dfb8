import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import type { SiteProfileSource } from '../../ports/site-profile-source';
import { siteTitleOf } from '../../../src/core/domain/site-profile';
import { authRoutes } from './http/auth-routes';
import { installUserLoader } from './http/current-user';
import { loginFormRoutes } from './http/login-form-routes';
import { passwordResetRoutes } from './http/password-reset-routes';
import { resetFormRoutes } from './http/reset-form-routes';
import { secondFactorRoutes } from './http/second-factor-routes';
import { notificationUseCasesFor, type NotificationLogger, type NotificationPorts } from '../notifications';
import type { AccountMessageSender } from './ports/account-message-sender';
import { passwordResetUseCases, type PasswordResetUseCases } from './use-cases/password-reset-use-cases';
import { usersRoutes } from './http/users-routes';
import type { AccountPorts } from './ports/account-ports';
import { accountUseCases } from './use-cases/account-use-cases';
import { firstRunUseCases } from './use-cases/first-run-use-cases';
import { installSetupPending } from './http/setup-pending';
import { setupRoutes } from './http/setup-routes';
import { IssueSetupCode } from './use-cases/issue-setup-code';
import { SETUP_CODE_FIELD, SETUP_PATH } from '../../../src/core/domain/first-run';

/**
 * The account module's public entry: signing up and in, sessions, the profile, and the
 * operator's create-admin. Other modules and the composition root reach it only through here.
 */
export { accountUseCases, type AccountUseCases } from './use-cases/account-use-cases';
export type { AccountPorts } from './ports/account-ports';
export { EmailTakenError, type AccountUser, type UserStore, type UserWithPassword } from './ports/user-store';
export type { SessionStore } from './ports/session-store';
export type { PasswordHasher } from './ports/password-hasher';
export type { WindowCounter } from './ports/window-counter';
export type { AuthSecrets } from './ports/auth-secrets';
export type { SecondFactor, SecondFactorStore } from './ports/second-factor-store';
export type { TotpMethod } from './ports/totp-method';
export { MAX_FAILURES_PER_ADDRESS, MAX_KNOWN_DEVICE_FAILURES, MAX_UNKNOWN_DEVICE_FAILURES } from './use-cases/sign-in-throttle';
export { DEVICE_COOKIE } from './http/device-cookie';
export type { AdminEnrolment, Enrolled } from './ports/admin-enrolment';
export type { FirstAdmin, FirstRunStore, SetupCodeRecord, SetupStep } from './ports/first-run-store';
export { firstRunUseCases, type FirstRunUseCases } from './use-cases/first-run-use-cases';
export { SETUP_CODE_TTL_MS } from './use-cases/setup-code';
export type { AccountCodeStore, CodePurpose, LiveCode, NewAccountCode } from './ports/account-code-store';
export type { RequestTally } from './ports/request-tally';
export type { AccountMessageSender } from './ports/account-message-sender';
export type { MessageRequest } from '../notifications';
export { passwordResetUseCases, type PasswordResetUseCases } from './use-cases/password-reset-use-cases';
export { hashLinkToken, CODE_TRIES, CODE_TTL_MS, RESET_LINK_TTL_MS } from './use-cases/one-time-secret';
export { MAX_REQUESTS_PER_TARGET, MAX_REQUESTS_PER_ADDRESS, CODE_REQUEST_WINDOW_MS } from './use-cases/code-request-limit';
export { SIGN_IN_WINDOW_MS } from './use-cases/sign-in-throttle';
export { SIGN_UP_WINDOW_MS } from './use-cases/sign-up';
export { hashSessionToken, newSessionToken, SESSION_TTL_MS } from './session-token';
export { SESSION_COOKIE } from './http/session-cookie';
export { toUserJson } from './http/user-json';
export { acceptFormBodies } from './http/form-body';

/** What the module takes from the server's dependencies. */
export interface AccountDeps {
  account: AccountPorts;
  clock: Clock;
  config: { cookieSecure: boolean; publicUrl: string; production: boolean; seedDemoContent: boolean };
  notifications: NotificationPorts;
  /** the site's name in the account's messages */
  siteProfile: SiteProfileSource;
}

/** The account's messages go out through the notifications module's outbox. */
function messagesThroughOutbox(deps: AccountDeps, log: NotificationLogger): AccountMessageSender {
  const { queueMessage } = notificationUseCasesFor(deps, log);
  return { send: async (message) => void (await queueMessage.execute({ message })) };
}

/** Password reset and the mobile's proof, as the routes build them. */
export function passwordResetUseCasesFor(deps: AccountDeps, log: NotificationLogger): PasswordResetUseCases {
  return passwordResetUseCases(deps.account, deps.clock, {
    messages: messagesThroughOutbox(deps, log),
    publicUrl: deps.config.publicUrl,
    siteName: async () => siteTitleOf(await deps.siteProfile.current()),
  });
}

/** Sets `request.user` from the session cookie on every request, before any handler or guard. */
export function installCurrentUser(app: FastifyInstance, deps: AccountDeps): void {
  installUserLoader(app, accountUseCases(deps.account, deps.clock).verifySession);
}

/** Every route of the module: the app's JSON calls and the login page's own form share one set of use cases, and so their limits. */
export async function accountModuleRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const useCases = accountUseCases(deps.account, deps.clock);
  const { cookieSecure } = deps.config;
  await authRoutes(useCases, cookieSecure)(app);
  await loginFormRoutes(useCases, cookieSecure)(app);
  await usersRoutes(useCases, cookieSecure)(app);
  await secondFactorRoutes(useCases)(app);
  const reset = passwordResetUseCasesFor(deps, app.log);
  await passwordResetRoutes(reset, cookieSecure)(app);
  await resetFormRoutes(reset, cookieSecure)(app);
  const firstRun = firstRunUseCases(deps.account, deps.clock);
  // a demo site (production with SEED_DEMO_CONTENT) shows its demo consultant on purpose
  installSetupPending(app, firstRun.siteSetUp, deps.config.production && !deps.config.seedDemoContent);
  await setupRoutes(firstRun, cookieSecure)(app);
}

/**
 * At a server's start, while no admin exists: one log line with the one-time set-up address
 * (a warning, so a LOG_LEVEL of warn still shows it). The code in it works for a day, once.
 */
export async function announceSetupAddress(
  deps: Pick<AccountDeps, 'account' | 'clock' | 'config'>,
  log: { warn(message: string): void },
): Promise<void> {
  const code = await new IssueSetupCode({ ...deps.account, clock: deps.clock }).execute();
  if (code === null) return;
  log.warn(
    `the site has no admin yet: open ${deps.config.publicUrl}${SETUP_PATH}?${SETUP_CODE_FIELD}=${code} to set it up (works once, for 24 hours)`,
  );
}
