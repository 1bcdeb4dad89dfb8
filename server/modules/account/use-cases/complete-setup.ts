import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { SetupStep } from '../ports/first-run-store';
import type { AccountContext } from './account-context';
import { hashLinkToken } from './one-time-secret';
import { Refusal } from '../../refusal';
import { SignInThrottle } from './sign-in-throttle';
import type { SiteSetUp } from './site-set-up';
import { startSession, type Entered } from './start-session';

/** What the set-up page sends: the printed code, the consultant's e-mail, password and name; and where from. */
export interface SetupEntry {
  code: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  address: string;
  previousToken: string | null;
}

/**
 * The first admin, made in the browser with the code a server printed: the code must be one
 * that was printed, unused and under a day old, and no admin may exist yet (even a code that
 * once worked is refused then). Set-ups run one at a time, so two codes used at once make one
 * admin. A refusal changes nothing and counts as a failed sign-in from the address; success
 * spends the code and signs the admin in.
 */
export class CompleteSetup {
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly context: Pick<AccountContext, 'clock' | 'firstRun' | 'passwordHasher' | 'sessions' | 'signInFailures'>,
    private readonly siteSetUp: SiteSetUp,
  ) {
    this.throttle = new SignInThrottle(context.signInFailures);
  }

  async execute(entry: SetupEntry): Promise<Entered> {
    const { firstRun, passwordHasher, clock } = this.context;
    await this.throttle.checkAddress(entry.address);
    const passwordHash = await passwordHasher.hash(entry.password);
    const now = clock.now();
    const codeHash = hashLinkToken(entry.code);
    const { email, firstName, lastName } = entry;
    try {
      const user = await firstRun.oneAtATime(async (setup) => {
        await refuseUnlessUsable(setup, codeHash, now);
        await setup.markUsed(codeHash, now);
        return setup.enrol({ email, passwordHash, firstName, lastName }, now);
      });
      this.siteSetUp.markDone();
      return await startSession(this.context, user, entry.previousToken);
    } catch (error) {
      if (error instanceof Refusal) await this.throttle.recordAddressFailure(entry.address);
      throw error;
    }
  }
}

async function refuseUnlessUsable(setup: SetupStep, codeHash: string, now: Date): Promise<void> {
  if (await setup.adminExists()) throw new Refusal('conflict', M.setupAlreadyDone);
  const code = await setup.findCode(codeHash);
  if (!code) throw new Refusal('bad-code', M.setupCodeWrong);
  if (code.usedAt !== null) throw new Refusal('bad-code', M.setupCodeUsed);
  if (code.expiresAt.getTime() <= now.getTime()) throw new Refusal('bad-code', M.setupCodeExpired);
}
