import { emailProblem, passwordProblem } from '../domain/account-rules';
import type { User } from '../domain/user';
import type { SessionDispatch } from '../machines/session-machine';
import type { AccountRepository, Credentials } from '../ports/account-repository';
import type { AccountResult } from './account-failure';
import { signInThroughSession } from './sign-in-through-session';

/** Checks the form, creates the account (which signs it in) and tells the session as a sign-in. */
export class SignUp {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(credentials: Credentials, dispatch: SessionDispatch): Promise<AccountResult<User>> {
    const problem = emailProblem(credentials.email) ?? passwordProblem(credentials.password);
    if (problem) return { ok: false, error: problem };
    return signInThroughSession(dispatch, () =>
      this.accounts.signUp({ email: credentials.email.trim(), password: credentials.password }),
    );
  }
}
