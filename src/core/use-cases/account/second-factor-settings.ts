import { normalizeCode, PASSWORD_RESET_MESSAGES } from '../../domain/password-reset';
import type { SecondFactorState, TotpEnrolment } from '../../domain/second-factor';
import type { SecondFactorRepository } from '../../ports/account/second-factor-repository';
import { accountFailureText } from './account-failure';
import { refused, succeeded, type Outcome } from '../../domain/outcome';

/** The admin's second factor from the profile: its state, a new secret, on with a first code, off with a current one. */
export class SecondFactorSettings {
  constructor(private readonly factors: SecondFactorRepository) {}

  state(): Promise<Outcome<SecondFactorState>> {
    return this.run(() => this.factors.state());
  }

  begin(): Promise<Outcome<TotpEnrolment>> {
    return this.run(() => this.factors.begin());
  }

  /** answers the server's words */
  confirm(typed: string): Promise<Outcome<string>> {
    return this.withCode(typed, (code) => this.factors.confirm(code));
  }

  turnOff(typed: string): Promise<Outcome<string>> {
    return this.withCode(typed, (code) => this.factors.turnOff(code));
  }

  private withCode(typed: string, call: (code: string) => Promise<string>): Promise<Outcome<string>> {
    const code = normalizeCode(typed);
    if (!code) return Promise.resolve(refused(PASSWORD_RESET_MESSAGES.codeMalformed));
    return this.run(async () => call(code));
  }

  private async run<T>(call: () => Promise<T>): Promise<Outcome<T>> {
    try {
      return succeeded(await call());
    } catch (error) {
      return refused(accountFailureText(error));
    }
  }
}
