import type { AccountContext } from './account-context';
import { hashLinkToken, expiryAfter } from './one-time-secret';
import { newSetupCode, SETUP_CODE_TTL_MS } from './setup-code';

/**
 * At a server's start, while no admin exists: a fresh set-up code, kept only as its hash and
 * valid for a day, for the server to print once. Every process that starts makes its own, and
 * each one printed works until it is used, expires, or any set-up has made the admin; so
 * several processes on one database print several working addresses, of which exactly one
 * set-up can succeed (CompleteSetup runs them one at a time). Null once an admin exists.
 */
export class IssueSetupCode {
  constructor(private readonly context: Pick<AccountContext, 'clock' | 'firstRun'>) {}

  async execute(): Promise<string | null> {
    const { firstRun, clock } = this.context;
    if (await firstRun.adminExists()) return null;
    const code = newSetupCode();
    const now = clock.now();
    await firstRun.keep(hashLinkToken(code), expiryAfter(now, SETUP_CODE_TTL_MS), now);
    return code;
  }
}
