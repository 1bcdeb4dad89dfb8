import type { AccountRepository } from '../../src/core/ports/account-repository';

export class FakeAccountRepository implements AccountRepository {
  signOutCalls = 0;
  failSignOut = false;

  async signOut(): Promise<void> {
    this.signOutCalls += 1;
    if (this.failSignOut) throw new Error('Network Error');
  }
}
