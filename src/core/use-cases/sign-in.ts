import { ACCOUNT_MESSAGES, emailProblem } from '../domain/account-rules';
import type { User } from '../domain/user';
import type { SessionDispatch } from '../stores/session-store';
import type { AccountRepository, Credentials } from '../ports/account-repository';
import { refused, type Outcome } from './outcome';
import { signInThroughSession } from './sign-in-through-session';

/** Checks the form, signs in and tells the session: start, then success with the user or failure with the text. */
export class SignIn {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(credentials: Credentials, dispatch: SessionDispatch): Promise<Outcome<User>> {
    const problem = emailProblem(credentials.email) ?? (credentials.password === '' ? ACCOUNT_MESSAGES.passwordRequired : null);
    if (problem) return refused(problem);
    return signInThroughSession(dispatch, () =>
      this.accounts.signIn({ email: credentials.email.trim(), password: credentials.password }),
    );
  }
}
