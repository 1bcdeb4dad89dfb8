import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { AccountUser } from '../ports/user-store';
import type { AccountContext } from './account-context';
import { Refusal } from '../../refusal';
import { useTypedCode } from './typed-code';

/** The code sent to the user's mobile, typed back: the number is proven (and no longer proven for any other account). */
export class ConfirmMobile {
  constructor(private readonly context: Pick<AccountContext, 'clock' | 'codes' | 'passwordHasher' | 'users'>) {}

  async execute(input: { user: AccountUser; code: string }): Promise<AccountUser> {
    const { user } = input;
    if (!user.mobile) throw new Refusal('conflict', M.noMobile);
    await useTypedCode(this.context, user.id, 'verify-mobile', user.mobile, input.code);
    // the number changed between the code and now: the code proved the old one
    if (!(await this.context.users.markMobileVerified(user.id, user.mobile, this.context.clock.now())))
      throw new Refusal('bad-code', M.badCode);
    return { ...user, mobile_verified: true };
  }
}
