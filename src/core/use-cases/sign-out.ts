import type { AccountRepository } from '../ports/account-repository';

/** Ends the session on the server. A failure is only logged (spec section 8); the caller decides what the visitor sees. */
export class SignOut {
  constructor(private readonly accounts: AccountRepository, private readonly log: (message: string) => void = () => {}) {}

  async execute(): Promise<boolean> {
    try {
      await this.accounts.signOut();
      return true;
    } catch (error) {
      this.log(`sign-out failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }
}
