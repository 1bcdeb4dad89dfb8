import { ACCOUNT_MESSAGES as M } from '../account-messages';
import { EmailTakenError } from '../ports/user-store';
import type { AccountContext } from './account-context';
import { Refusal } from '../../refusal';
import { refuseWhileLimited } from './limit-refusal';
import { startSession, type Entered, type Entry } from './start-session';

export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
/** New accounts one address may open in an hour: each costs a password hash. */
export const MAX_SIGN_UPS_PER_ADDRESS = 10;

/** Opens an account with an empty profile and signs its owner in. */
export class SignUp {
  constructor(private readonly context: Pick<AccountContext, 'clock' | 'passwordHasher' | 'sessions' | 'signUps' | 'users'>) {}

  async execute(entry: Entry): Promise<Entered> {
    const { users, signUps, passwordHasher, clock } = this.context;
    refuseWhileLimited(await signUps.retryAfterMs(entry.address, MAX_SIGN_UPS_PER_ADDRESS), M.tooManySignUps);
    if (await users.findByEmail(entry.email)) throw new Refusal('conflict', M.emailTaken);
    await signUps.add(entry.address);
    const passwordHash = await passwordHasher.hash(entry.password);
    const user = await users.create(entry.email, passwordHash, clock.now()).catch((error: unknown) => {
      // the same email, signed up at the same moment from another tab
      throw error instanceof EmailTakenError ? new Refusal('conflict', M.emailTaken) : error;
    });
    return startSession(this.context, user, entry.previousToken);
  }
}
