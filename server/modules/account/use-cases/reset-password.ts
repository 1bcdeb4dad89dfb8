import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { AccountContext } from './account-context';
import { hashLinkToken } from './one-time-secret';
import { Refusal } from '../../refusal';
import { useTypedCode } from './typed-code';

/** The new password with what proves the right to set it: a link's token, or a mobile and the code sent to it. */
export type PasswordResetProof = { token: string } | { mobile: string; code: string };

/**
 * Sets a new password (the sign-up rules were checked at the edge) for the owner of a live
 * link or code, uses the secret up, and ends every session of the account, so whoever knew the
 * old password is out. A bad, used or expired secret changes nothing.
 */
export class ResetPassword {
  constructor(private readonly context: Pick<AccountContext, 'clock' | 'codes' | 'passwordHasher' | 'sessions' | 'users'>) {}

  async execute(input: PasswordResetProof & { password: string }): Promise<void> {
    const userId = 'token' in input ? await this.userOfLink(input.token) : await this.userOfCode(input.mobile, input.code);
    const { users, sessions, passwordHasher, clock } = this.context;
    await users.setPassword(userId, await passwordHasher.hash(input.password), clock.now());
    await sessions.endAllOf(userId);
  }

  private async userOfLink(token: string): Promise<string> {
    const now = this.context.clock.now();
    const code = await this.context.codes.liveByHash('reset-link', hashLinkToken(token), now);
    if (!code || !(await this.context.codes.consume(code.id, now))) throw new Refusal('bad-code', M.badResetLink);
    return code.userId;
  }

  private async userOfCode(mobile: string, typed: string): Promise<string> {
    const user = await this.context.users.findByVerifiedMobile(mobile);
    if (!user) throw new Refusal('bad-code', M.badCode);
    return (await useTypedCode(this.context, user.id, 'reset-code', mobile, typed)).userId;
  }
}
