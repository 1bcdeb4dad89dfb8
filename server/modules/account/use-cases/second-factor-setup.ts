import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { AccountUser } from '../ports/user-store';
import type { AccountContext } from './account-context';
import { Refusal } from '../../refusal';

/** A new secret to put into an authenticator app: as text, as an otpauth:// address, and as a QR code. */
export interface TotpEnrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/**
 * The admin's second factor (TOTP): begun with a new secret shown once, on after a first code
 * from the app proves it was kept, off again only with a current code. Only the admin's account
 * has it: it moves money.
 */
export class SecondFactorSetup {
  constructor(private readonly context: Pick<AccountContext, 'clock' | 'secondFactors' | 'secrets' | 'totp'>) {}

  async isOn(user: AccountUser): Promise<boolean> {
    return Boolean((await this.context.secondFactors.find(user.id))?.enabledAt);
  }

  async begin(user: AccountUser): Promise<TotpEnrolment> {
    if (!user.is_admin) throw new Refusal('forbidden', M.secondFactorAdminOnly);
    if (await this.isOn(user)) throw new Refusal('conflict', M.secondFactorAlreadyOn);
    const { totp, secrets, secondFactors } = this.context;
    const secret = totp.newSecret();
    await secondFactors.begin(user.id, await secrets.seal(secret));
    return { secret, ...(await totp.enrolment(secret, user.email)) };
  }

  async confirm(user: AccountUser, code: string): Promise<void> {
    const factor = await this.context.secondFactors.find(user.id);
    if (!factor || factor.enabledAt) throw new Refusal('conflict', factor ? M.secondFactorAlreadyOn : M.secondFactorNotBegun);
    const step = await this.stepOf(factor.sealedSecret, code);
    await this.context.secondFactors.enable(user.id, step, this.context.clock.now());
  }

  async turnOff(user: AccountUser, code: string): Promise<void> {
    const factor = await this.context.secondFactors.find(user.id);
    if (!factor?.enabledAt) throw new Refusal('conflict', M.secondFactorNotOn);
    const step = await this.stepOf(factor.sealedSecret, code);
    if (!(await this.context.secondFactors.useStep(user.id, step))) throw new Refusal('bad-code', M.wrongTotpCode);
    await this.context.secondFactors.remove(user.id);
  }

  private async stepOf(sealedSecret: string, code: string): Promise<number> {
    const secret = await this.context.secrets.unseal(sealedSecret);
    const step = secret === null ? null : this.context.totp.stepOf(secret, code.trim(), this.context.clock.now());
    if (step === null) throw new Refusal('bad-code', M.wrongTotpCode);
    return step;
  }
}
