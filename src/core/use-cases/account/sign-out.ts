import type { AccountRepository } from '../../ports/account/account-repository';
import type { Log } from '../../ports/platform/log';
import { attempt, type Outcome } from '../../domain/outcome';

/** Ends the session on the server. A failure is only logged (spec section 8); the caller decides what the visitor sees. */
export class SignOut {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly log: Log = () => {},
  ) {}

  async execute(): Promise<Outcome<void>> {
    const outcome = await attempt(() => this.accounts.signOut(), '');
    if (!outcome.ok) this.log(`sign-out failed: ${outcome.message}`);
    return outcome;
  }
}
