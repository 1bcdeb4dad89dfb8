import type { User } from '../domain/user';
import type { SessionDispatch } from '../machines/session-machine';
import type { AccountRepository } from '../ports/account-repository';

/**
 * At start, asks the server whether the session the client remembers is still alive. Gone
 * (expired, signed out elsewhere, account deleted): the client signs out too. Alive: the user
 * is refreshed (an admin promotion shows up). No answer: the remembered state stays.
 */
export class VerifySession {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(remembered: User | null, dispatch: SessionDispatch): Promise<void> {
    if (!remembered) return;
    let user: User | null;
    try {
      user = await this.accounts.me();
    } catch {
      return;
    }
    if (user) dispatch({ type: 'SIGN_IN_SUCCESS', user });
    else dispatch({ type: 'SIGN_OUT_SUCCESS' });
  }
}
