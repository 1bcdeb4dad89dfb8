import type { Clock } from '../../../ports/clock';
import type { AdminEnrolment } from '../ports/admin-enrolment';
import type { PasswordHasher } from '../ports/password-hasher';
import type { SessionStore } from '../ports/session-store';
import type { UserStore } from '../ports/user-store';
import type { WindowCounter } from '../ports/window-counter';

/** The account module's ports; the composition root picks their adapters once per server. */
export interface AccountPorts {
  users: UserStore;
  sessions: SessionStore;
  passwordHasher: PasswordHasher;
  admins: AdminEnrolment;
  /** failed sign-ins, in windows of SIGN_IN_WINDOW_MS */
  signInFailures: WindowCounter;
  /** accounts opened, in windows of SIGN_UP_WINDOW_MS */
  signUps: WindowCounter;
}

/** What the account module's use cases are built with. */
export interface AccountContext extends AccountPorts {
  clock: Clock;
}
