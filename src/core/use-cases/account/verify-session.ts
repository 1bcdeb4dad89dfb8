import type { User } from '../../domain/user';
import type { SessionDispatch } from '../../stores/session-store';
import type { AccountRepository } from '../../ports/account/account-repository';

export interface VerifySessionInput {
  /** the user restored from local storage */
  remembered: User | null;
  /** the session's user now; the answer is dropped if it moved on while the server was asked */
  current: () => User | null;
}

/**
 * At start, asks the server whether the session the client remembers is still alive. Gone
 * (expired, signed out elsewhere, account deleted): the client signs out too. Alive: the user
 * is refreshed (an admin promotion shows up). No answer: the remembered state stays. A late
 * answer never undoes what the visitor did meanwhile (a sign-out, an update).
 */
export class VerifySession {
  constructor(private readonly accounts: AccountRepository) {}

  async execute({ remembered, current }: VerifySessionInput, dispatch: SessionDispatch): Promise<void> {
    if (!remembered) return;
    let user: User | null;
    try {
      user = await this.accounts.me();
    } catch {
      return;
    }
    if (current() !== remembered) return;
    if (user) dispatch({ type: 'SIGN_IN_SUCCESS', user });
    else dispatch({ type: 'SIGN_OUT_SUCCESS' });
  }
}
