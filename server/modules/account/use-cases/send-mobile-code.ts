import { mobileVerificationSms } from '../../notices';
import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { AccountUser } from '../ports/user-store';
import { MAX_REQUESTS_PER_ADDRESS, MAX_REQUESTS_PER_TARGET } from './code-request-limit';
import { CODE_TRIES, CODE_TTL_MS, expiryAfter, newCode } from './one-time-secret';
import { Refusal } from '../../refusal';
import type { ResetContext } from './reset-context';

/** «تأیید شماره»: a 6-digit code by SMS to the signed-in user's mobile (10 minutes, 5 tries), killing any earlier one. */
export class SendMobileCode {
  constructor(private readonly context: Pick<ResetContext, 'clock' | 'codes' | 'limit' | 'messages' | 'passwordHasher' | 'siteName'>) {}

  async execute(input: { user: AccountUser; address: string }): Promise<void> {
    const { user } = input;
    if (!user.mobile) throw new Refusal('conflict', M.noMobile);
    if (user.mobile_verified) throw new Refusal('conflict', M.mobileAlreadyVerified);
    const now = this.context.clock.now();
    await this.context.limit.refuseOverLimit(
      [
        { key: `user:${user.id}`, limit: MAX_REQUESTS_PER_TARGET },
        { key: `ip:${input.address}`, limit: MAX_REQUESTS_PER_ADDRESS },
      ],
      now,
      M.tooManyCodeRequests,
    );
    const code = newCode();
    const secretHash = await this.context.passwordHasher.hash(code);
    await this.context.codes.issue(
      {
        userId: user.id,
        purpose: 'verify-mobile',
        target: user.mobile,
        secretHash,
        tries: CODE_TRIES,
        expiresAt: expiryAfter(now, CODE_TTL_MS),
      },
      now,
    );
    await this.context.messages.send({
      channel: 'sms',
      to: user.mobile,
      body: mobileVerificationSms({ code, minutes: CODE_TTL_MS / 60000, site: await this.context.siteName() }),
    });
  }
}
