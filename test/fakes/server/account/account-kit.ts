import { accountUseCases, SIGN_IN_WINDOW_MS, SIGN_UP_WINDOW_MS, type AccountUseCases } from '../../../../server/modules/account';
import { InMemoryWindowCounter } from '../../../../server/modules/account/adapters/in-memory-window-counter';
import { FakeServerClock } from '../../../server/support/fake-server-clock';
import { InMemoryAdminEnrolment } from './in-memory-admin-enrolment';
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
  const useCases: AccountUseCases = accountUseCases(
    {
      users,
      sessions,
      passwordHasher,
      admins,
      signInFailures: new InMemoryWindowCounter(clock, SIGN_IN_WINDOW_MS),
      signUps: new InMemoryWindowCounter(clock, SIGN_UP_WINDOW_MS),
    },
    clock,
  );
  let address = 0;
  return {
    clock, users, sessions, passwordHasher, admins, useCases,
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
