import type { ProfileFields } from '../../../../src/core/domain/user';
import { ACCOUNT_MESSAGES as M } from '../account-messages';
import { EmailTakenError, type AccountUser } from '../ports/user-store';
import type { AccountContext } from './account-context';
import { Refusal } from '../../refusal';

/** A signed-in user changes their profile (email, names, bio); nothing else about them, never their role. */
export class UpdateProfile {
  constructor(private readonly context: Pick<AccountContext, 'clock' | 'users'>) {}

  async execute(input: { userId: string; changes: Partial<ProfileFields> }): Promise<AccountUser> {
    const updated = await this.context.users
      .updateProfile(input.userId, input.changes, this.context.clock.now())
      .catch((error: unknown) => {
        throw error instanceof EmailTakenError ? new Refusal('conflict', M.emailTaken) : error;
      });
    if (!updated) throw new Refusal('signed-out', '');
    return updated;
  }
}
