import { emailProblem, passwordProblem } from '../../domain/account-rules';
import type { User } from '../../domain/user';
import type { SessionDispatch } from '../../stores/session-store';
import type { AccountRepository, Credentials } from '../../ports/account/account-repository';
import { refused, type Outcome } from '../../domain/outcome';
import { signInThroughSession } from './sign-in-through-session';

/** Checks the form, creates the account (which signs it in) and tells the session as a sign-in. */
export class SignUp {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(credentials: Credentials, dispatch: SessionDispatch): Promise<Outcome<User>> {
    const problem = emailProblem(credentials.email) ?? passwordProblem(credentials.password);
    if (problem) return refused(problem);
    return signInThroughSession(dispatch, () => this.accounts.signUp({ email: credentials.email.trim(), password: credentials.password }));
  }
}
