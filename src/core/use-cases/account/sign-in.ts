import { ACCOUNT_MESSAGES, emailProblem } from '../../domain/account-rules';
import { normalizeCode, PASSWORD_RESET_MESSAGES } from '../../domain/password-reset';
import type { CodeNeeded } from '../../domain/second-factor';
import type { User } from '../../domain/user';
import type { SessionDispatch } from '../../stores/session-store';
import type { AccountRepository, Credentials } from '../../ports/account/account-repository';
import { refused, type Outcome } from '../../domain/outcome';
import { signInThroughSession } from './sign-in-through-session';

/**
 * Checks the form, signs in and tells the session: start, then success with the user (or, for an
 * account with a second factor, the code step's ticket) or failure with the text.
 */
export class SignIn {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(credentials: Credentials, dispatch: SessionDispatch): Promise<Outcome<User | CodeNeeded>> {
    const problem = emailProblem(credentials.email) ?? (credentials.password === '' ? ACCOUNT_MESSAGES.passwordRequired : null);
    if (problem) return refused(problem);
    return signInThroughSession(dispatch, () => this.accounts.signIn({ email: credentials.email.trim(), password: credentials.password }));
  }
}

/** The sign-in's second step: the authenticator app's code (Persian or Latin digits) with the password step's ticket. */
export class EnterSignInCode {
  constructor(private readonly accounts: AccountRepository) {}

  async execute(ticket: string, typed: string, dispatch: SessionDispatch): Promise<Outcome<User>> {
    const code = normalizeCode(typed);
    if (!code) return refused(PASSWORD_RESET_MESSAGES.codeMalformed);
    return signInThroughSession(dispatch, () => this.accounts.signInWithCode(ticket, code));
  }
}
