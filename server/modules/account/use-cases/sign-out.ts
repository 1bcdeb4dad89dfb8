import { hashSessionToken } from '../session-token';
import type { AccountContext } from './account-context';

/** Ends the session the browser carries; signing out while signed out is no error. */
export class SignOut {
  constructor(private readonly context: Pick<AccountContext, 'sessions'>) {}

  async execute(token: string | null): Promise<void> {
    if (token) await this.context.sessions.end(hashSessionToken(token));
  }
}
