import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { AccountContext } from './account-context';
import { enterAs, type EnteredOnDevice } from './enter-as';
import { Refusal } from '../../refusal';
import { readSignInTicket } from './sign-in-ticket';
import { SignInThrottle } from './sign-in-throttle';

/** The code step: the ticket the password step gave, the 6-digit code, where from. */
export interface CodeEntry {
  ticket: string;
  code: string;
  address: string;
  previousToken: string | null;
}

/**
 * Signs in with the second factor's code after the right password. A code is good for one step
 * either side of now and only once; wrong (or replayed) codes count like wrong passwords.
 */
export class EnterCode {
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly context: Pick<
      AccountContext,
      'clock' | 'secondFactors' | 'secrets' | 'sessions' | 'signInFailures' | 'totp' | 'users'
    >,
  ) {
    this.throttle = new SignInThrottle(context.signInFailures);
  }

  async execute(entry: CodeEntry): Promise<EnteredOnDevice> {
    const { secrets, secondFactors, totp, users, clock } = this.context;
    const ticket = await readSignInTicket(secrets, entry.ticket, clock.now());
    if (!ticket) throw new Refusal('wrong-credentials', M.signInTicketSpent);
    const attempt = { email: ticket.email, address: entry.address, device: ticket.device };
    await this.throttle.check(attempt);
    const found = await users.findByEmail(ticket.email);
    const factor = found && (await secondFactors.find(found.user.id));
    const secret = factor?.enabledAt ? await secrets.unseal(factor.sealedSecret) : null;
    const step = secret === null ? null : totp.stepOf(secret, entry.code.trim(), clock.now());
    if (!found || step === null || !(await secondFactors.useStep(found.user.id, step))) {
      await this.throttle.recordFailure(attempt);
      throw new Refusal('wrong-credentials', M.wrongTotpCode);
    }
    return enterAs(this.context, this.throttle, found.user, attempt, entry.previousToken);
  }
}
