import {
  accountUseCases,
  SIGN_IN_WINDOW_MS,
  SIGN_UP_WINDOW_MS,
  type AccountPorts,
  type AccountUseCases,
} from '../../../../server/modules/account';
import { InMemoryWindowCounter } from './in-memory-window-counter';
import { CryptoAuthSecrets } from '../../../../server/modules/account/adapters/crypto-auth-secrets';
import { OtpauthTotp } from '../../../../server/modules/account/adapters/otpauth-totp';
import { InMemorySecondFactorStore } from './in-memory-second-factor-store';
import { FakeServerClock } from '../../../server/support/fake-server-clock';
import { InMemoryAccountCodeStore } from './in-memory-account-code-store';
import { InMemoryAdminEnrolment } from './in-memory-admin-enrolment';
import { InMemoryFirstRunStore } from './in-memory-first-run-store';
import { InMemoryRequestTally } from './in-memory-request-tally';
import { InMemorySessionStore } from './in-memory-session-store';
import { InMemoryUserStore } from './in-memory-user-store';
import { SaltedSha256PasswordHasher } from './salted-sha256-password-hasher';

/**
 * The account module's use cases on fakes alone: accounts and sessions in memory, a quick
 * password hasher, and a clock the test moves. The limits' counters are the server's own
 * (they keep their counts in memory already).
 */
export function accountKit(now = '2026-11-22T08:30:00Z') {
  const clock = new FakeServerClock(now);
  const users = new InMemoryUserStore();
  const sessions = new InMemorySessionStore(users);
  const passwordHasher = new SaltedSha256PasswordHasher();
  const admins = new InMemoryAdminEnrolment(users);
  const codes = new InMemoryAccountCodeStore();
  const secondFactors = new InMemorySecondFactorStore();
  const firstRun = new InMemoryFirstRunStore(users);
  const ports: AccountPorts = {
    users,
    sessions,
    passwordHasher,
    admins,
    firstRun,
    signInFailures: new InMemoryWindowCounter(clock, SIGN_IN_WINDOW_MS),
    signUps: new InMemoryWindowCounter(clock, SIGN_UP_WINDOW_MS),
    codes,
    codeRequests: new InMemoryRequestTally(),
    // the real signatures and TOTP (pure computation) under a test secret
    secrets: new CryptoAuthSecrets(async () => 'a test secret of at least thirty-two characters'),
    secondFactors,
    totp: new OtpauthTotp(),
  };
  const useCases: AccountUseCases = accountUseCases(ports, clock);
  let address = 0;
  return {
    clock,
    users,
    sessions,
    passwordHasher,
    admins,
    codes,
    firstRun,
    ports,
    useCases,
    secondFactorStore: () => secondFactors,
    /** an address no earlier entry came from */
    newAddress: () => `198.18.0.${++address}`,
    /** a new account signed up from an address of its own; its user and session token */
    async signUp(email: string, password = 'correct horse 1') {
      const { user, session } = await useCases.signUp.execute({ email, password, address: `203.0.113.${++address}`, previousToken: null });
      return { user, token: session.token };
    },
  };
}

export type AccountKit = ReturnType<typeof accountKit>;
