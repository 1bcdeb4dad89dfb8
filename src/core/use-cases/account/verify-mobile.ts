import { normalizeCode, PASSWORD_RESET_MESSAGES } from '../../domain/password-reset';
import type { User } from '../../domain/user';
import type { AccountRepository } from '../../ports/account/account-repository';
import type { SessionDispatch } from '../../stores/session-store';
import { accountFailureText } from './account-failure';
import { refused, succeeded, type Outcome } from '../../domain/outcome';

/** «تأیید شماره»: asks the server to text a code to the signed-in user's mobile; answers its words. */
export class SendMobileCode {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(): Promise<Outcome<string>> {
    try {
      return succeeded(await this.accounts.sendMobileCode());
    } catch (error) {
      return refused(accountFailureText(error));
    }
  }
}

/** The texted code typed back (Persian or Latin digits): the session's user has the mobile proven. */
export class ConfirmMobile {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(typed: string, dispatch: SessionDispatch): Promise<Outcome<User>> {
    const code = normalizeCode(typed);
    if (!code) return refused(PASSWORD_RESET_MESSAGES.codeMalformed);
    try {
      const user = await this.accounts.confirmMobile(code);
      dispatch({ type: 'UPDATE_SUCCESS', user });
      return succeeded(user);
    } catch (error) {
      return refused(accountFailureText(error));
    }
  }
}
