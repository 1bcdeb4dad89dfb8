import type { Clock } from '../../../ports/clock';
import type { AccountCodeStore } from '../ports/account-code-store';
import type { AdminEnrolment } from '../ports/admin-enrolment';
import type { FirstRunStore } from '../ports/first-run-store';
import type { AuthSecrets } from '../ports/auth-secrets';
import type { PasswordHasher } from '../ports/password-hasher';
import type { RequestTally } from '../ports/request-tally';
import type { SecondFactorStore } from '../ports/second-factor-store';
import type { SessionStore } from '../ports/session-store';
import type { TotpMethod } from '../ports/totp-method';
import type { UserStore } from '../ports/user-store';
import type { WindowCounter } from '../ports/window-counter';

/** The account module's ports; the composition root picks their adapters once per server. */
export interface AccountPorts {
  users: UserStore;
  sessions: SessionStore;
  passwordHasher: PasswordHasher;
  admins: AdminEnrolment;
  /** the first run's set-up codes, and whether an admin exists yet */
  firstRun: FirstRunStore;
  /** failed sign-ins, in windows of SIGN_IN_WINDOW_MS */
  signInFailures: WindowCounter;
  /** accounts opened, in windows of SIGN_UP_WINDOW_MS */
  signUps: WindowCounter;
  /** one-time secrets: reset links and codes, mobile proofs */
  codes: AccountCodeStore;
  /** requests for links and codes, counted for every process */
  codeRequests: RequestTally;
  /** the server's secret: device cookies, sign-in tickets, sealed second factors */
  secrets: AuthSecrets;
  /** the admin's TOTP second factor */
  secondFactors: SecondFactorStore;
  totp: TotpMethod;
}

/** What the account module's use cases are built with. */
export interface AccountContext extends AccountPorts {
  clock: Clock;
}
