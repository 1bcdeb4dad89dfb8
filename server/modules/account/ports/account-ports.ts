import type { AccountCodeStore } from './account-code-store';
import type { AdminEnrolment } from './admin-enrolment';
import type { FirstRunStore } from './first-run-store';
import type { AuthSecrets } from './auth-secrets';
import type { PasswordHasher } from './password-hasher';
import type { RequestTally } from './request-tally';
import type { SecondFactorStore } from './second-factor-store';
import type { SessionStore } from './session-store';
import type { TotpMethod } from './totp-method';
import type { UserStore } from './user-store';
import type { WindowCounter } from './window-counter';

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
  /** what the account keeps elsewhere that goes with it (the customer's documents); erased before the account */
  files?: AccountFiles;
}

/** Another module's files of one account, erased when the account is deleted. */
export interface AccountFiles {
  eraseOf(userId: string): Promise<void>;
}
