import { hashSessionToken } from '../session-token';
import type { AccountUser } from '../ports/user-store';
import type { AccountContext } from './account-context';

/** Who a session token belongs to: nobody once it expired, ended, or never existed. */
export class VerifySession {
  constructor(private readonly context: Pick<AccountContext, 'clock' | 'sessions'>) {}

  async execute(token: string | null): Promise<AccountUser | null> {
    if (!token) return null;
    return this.context.sessions.userOf(hashSessionToken(token), this.context.clock.now());
  }
}
