import { normalizeEmail } from '../../../../src/core/domain/account-rules';
import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { AccountContext } from './account-context';
import { AccountRefusal, refuseWhileLimited } from './refusal';
import { SignInThrottle } from './sign-in-throttle';
import { startSession, type Entered, type Entry } from './start-session';

/**
 * Signs a person in with their email and password. A wrong password and an unknown email get
 * the same words, and too many failures for an email or from an address stop sign-ins for a while.
 */
export class SignIn {
  private readonly throttle: SignInThrottle;
  // Unknown emails still cost one hash check, so the answer's timing does not tell which emails exist.
  private decoyHash: Promise<string> | null = null;

  constructor(private readonly context: AccountContext) {
    this.throttle = new SignInThrottle(context.signInFailures);
  }

  async execute(entry: Entry): Promise<Entered> {
    const key = normalizeEmail(entry.email);
    refuseWhileLimited(this.throttle.retryAfterMs(key, entry.address), M.tooManyFailures);
    const found = await this.context.users.findByEmail(entry.email);
    const matches = await this.context.passwordHasher.verify(found?.passwordHash ?? (await this.decoy()), entry.password);
    if (!found || !matches) {
      this.throttle.recordFailure(key, entry.address);
      throw new AccountRefusal('wrong-credentials', M.wrongCredentials);
    }
    this.throttle.recordSuccess(key);
    return startSession(this.context, found.user, entry.previousToken);
  }

  private decoy(): Promise<string> {
    return (this.decoyHash ??= this.context.passwordHasher.hash('decoy password, matches nothing'));
  }
}
