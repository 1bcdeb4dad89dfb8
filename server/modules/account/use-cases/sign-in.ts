import { normalizeEmail } from '../../../../src/core/domain/account-rules';
import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { AccountContext } from './account-context';
import { knownDeviceOf } from './device-cookie';
import { enterAs, type EnteredOnDevice } from './enter-as';
import { Refusal } from '../../refusal';
import { issueSignInTicket, SIGN_IN_TICKET_TTL_MS } from './sign-in-ticket';
import { SignInThrottle } from './sign-in-throttle';
import type { Entry } from './start-session';

/** The right password for an account with a second factor: not in yet, the code is asked next, with this ticket. */
export class CodeNeeded extends Error {
  constructor(readonly ticket: string) {
    super("the second factor's code comes next");
  }
}

/** A sign-in's try: what was typed, where from, and the device cookie the browser brought (none: an unknown device). */
export interface SignInEntry extends Entry {
  deviceCookie?: string | null;
}

/**
 * Signs a person in with their email and password. A wrong password and an unknown email get
 * the same words; failures are limited per known device, per account for unknown devices, and
 * per address (SignInThrottle). An account with a second factor on is not in yet: CodeNeeded is
 * thrown with the ticket for the code step (EnterCode).
 */
export class SignIn {
  private readonly throttle: SignInThrottle;
  // Unknown emails still cost one hash check, so the answer's timing does not tell which emails exist.
  private decoyHash: Promise<string> | null = null;

  constructor(
    private readonly context: Pick<
      AccountContext,
      'clock' | 'passwordHasher' | 'secondFactors' | 'secrets' | 'sessions' | 'signInFailures' | 'users'
    >,
  ) {
    this.throttle = new SignInThrottle(context.signInFailures);
  }

  async execute(entry: SignInEntry): Promise<EnteredOnDevice> {
    const email = normalizeEmail(entry.email);
    const attempt = { email, address: entry.address, device: await knownDeviceOf(this.context.secrets, entry.deviceCookie, email) };
    await this.throttle.check(attempt);
    const found = await this.context.users.findByEmail(entry.email);
    const matches = await this.context.passwordHasher.verify(found?.passwordHash ?? (await this.decoy()), entry.password);
    if (!found || !matches) {
      await this.throttle.recordFailure(attempt);
      throw new Refusal('wrong-credentials', M.wrongCredentials);
    }
    if ((await this.context.secondFactors.find(found.user.id))?.enabledAt) {
      const expiresAt = this.context.clock.now().getTime() + SIGN_IN_TICKET_TTL_MS;
      throw new CodeNeeded(await issueSignInTicket(this.context.secrets, { email, device: attempt.device, expiresAt }));
    }
    return enterAs(this.context, this.throttle, found.user, attempt, entry.previousToken);
  }

  private decoy(): Promise<string> {
    return (this.decoyHash ??= this.context.passwordHasher.hash('decoy password, matches nothing'));
  }
}
