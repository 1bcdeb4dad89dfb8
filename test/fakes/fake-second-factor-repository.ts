import type { SecondFactorState, TotpEnrolment } from '../../src/core/domain/second-factor';
import { AccountRequestError } from '../../src/core/ports/account/account-repository';
import type { SecondFactorRepository } from '../../src/core/ports/account/second-factor-repository';

/** The admin's second factor on a fake server: on after the right first code, off after the right current one. */
export class FakeSecondFactorRepository implements SecondFactorRepository {
  on = false;
  /** the code the fake app shows now */
  code = '135790';
  readonly enrolment: TotpEnrolment = {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/Moshaver:owner?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h1v1H0z"/></svg>',
  };

  async state(): Promise<SecondFactorState> {
    return { on: this.on };
  }

  async begin(): Promise<TotpEnrolment> {
    return this.enrolment;
  }

  async confirm(code: string): Promise<string> {
    this.check(code);
    this.on = true;
    return 'ورود دومرحله‌ای روشن شد؛ از این پس پس از رمز عبور، کد برنامه خواسته می‌شود';
  }

  async turnOff(code: string): Promise<string> {
    this.check(code);
    this.on = false;
    return 'ورود دومرحله‌ای خاموش شد';
  }

  private check(code: string): void {
    if (code !== this.code)
      throw new AccountRequestError(
        'rejected',
        'کد ورود دومرحله‌ای درست نیست یا پیش‌تر به کار رفته است؛ کد تازهٔ برنامهٔ احراز هویت را وارد کنید',
        400,
      );
  }
}
