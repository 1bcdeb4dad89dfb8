import { normalizeEmail } from '../../../../src/core/domain/account-rules';
import { passwordResetMail, passwordResetSms } from '../../notices';
import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { AccountUser } from '../ports/user-store';
import { MAX_REQUESTS_PER_ADDRESS, MAX_REQUESTS_PER_TARGET } from './code-request-limit';
import { CODE_TRIES, CODE_TTL_MS, expiryAfter, hashLinkToken, newCode, newLinkToken, RESET_LINK_TTL_MS } from './one-time-secret';
import type { ResetContext } from './reset-context';

/** Where the reset goes: a link to the account's e-mail, or a code to its proven mobile (09xxxxxxxxx). */
export type ResetRequest = ({ email: string } | { mobile: string }) & { address: string };

/** The path of the page a reset link opens; its token goes in the query. */
export const RESET_PAGE_PATH = '/reset-password';

/**
 * "Send me a reset": a link by e-mail (30 minutes) or a 6-digit code by SMS to a proven mobile
 * (10 minutes, 5 tries), each killing the account's earlier ones. Whether an account exists or
 * not, the caller sees the same: the same work is done (a secret made and hashed), the same
 * limits are counted, nothing is thrown; a mobile never proven gets nothing.
 */
export class RequestPasswordReset {
  constructor(
    private readonly context: Pick<
      ResetContext,
      'clock' | 'codes' | 'limit' | 'messages' | 'passwordHasher' | 'publicUrl' | 'siteName' | 'users'
    >,
  ) {}

  async execute(request: ResetRequest): Promise<void> {
    const { users, limit, clock } = this.context;
    const now = clock.now();
    const target = 'email' in request ? normalizeEmail(request.email) : request.mobile;
    await limit.refuseOverLimit(
      [
        { key: `to:${target}`, limit: MAX_REQUESTS_PER_TARGET },
        { key: `ip:${request.address}`, limit: MAX_REQUESTS_PER_ADDRESS },
      ],
      now,
      M.tooManyCodeRequests,
    );
    const user =
      'email' in request ? ((await users.findByEmail(request.email))?.user ?? null) : await users.findByVerifiedMobile(request.mobile);
    if ('email' in request) await this.sendLink(user, now);
    else await this.sendCode(user, request.mobile, now);
  }

  private async sendLink(user: AccountUser | null, now: Date): Promise<void> {
    const token = newLinkToken();
    if (!user || !(await this.mayIssue(user, now))) return;
    await this.context.codes.issue(
      {
        userId: user.id,
        purpose: 'reset-link',
        target: user.email,
        secretHash: hashLinkToken(token),
        tries: 1,
        expiresAt: expiryAfter(now, RESET_LINK_TTL_MS),
      },
      now,
    );
    const link = `${this.context.publicUrl.replace(/\/+$/, '')}${RESET_PAGE_PATH}?token=${token}`;
    const content = passwordResetMail({ link, minutes: RESET_LINK_TTL_MS / 60000, site: await this.context.siteName() });
    await this.context.messages.send({ channel: 'email', to: user.email, content });
  }

  private async sendCode(user: AccountUser | null, mobile: string, now: Date): Promise<void> {
    const code = newCode();
    const secretHash = await this.context.passwordHasher.hash(code);
    if (!user || !(await this.mayIssue(user, now))) return;
    await this.context.codes.issue(
      { userId: user.id, purpose: 'reset-code', target: mobile, secretHash, tries: CODE_TRIES, expiresAt: expiryAfter(now, CODE_TTL_MS) },
      now,
    );
    await this.context.messages.send({
      channel: 'sms',
      to: mobile,
      body: passwordResetSms({ code, minutes: CODE_TTL_MS / 60000, site: await this.context.siteName() }),
    });
  }

  /** The account's own limit (by e-mail and by mobile together) is kept silently: saying so would tell that it exists. */
  private mayIssue(user: AccountUser, now: Date): Promise<boolean> {
    return this.context.limit.allows(`user:${user.id}`, MAX_REQUESTS_PER_TARGET, now);
  }
}
