import { ContainerModule } from 'inversify';
import { ACCOUNT_PORTS } from '../core/ports/account/account-port-tokens';
import { ACCOUNT_USE_CASES } from '../core/use-cases/account/account-tokens';
import { PLATFORM_PORTS } from '../core/ports/platform/platform-port-tokens';
import { EnterSignInCode, SignIn } from '../core/use-cases/account/sign-in';
import { SecondFactorSettings } from '../core/use-cases/account/second-factor-settings';
import { SignUp } from '../core/use-cases/account/sign-up';
import { UpdateProfile } from '../core/use-cases/account/update-profile';
import { ConfirmMobile, SendMobileCode } from '../core/use-cases/account/verify-mobile';
import { DeleteAccount } from '../core/use-cases/account/delete-account';
import { VerifySession } from '../core/use-cases/account/verify-session';
import { SignOut } from '../core/use-cases/account/sign-out';
import { typedBinder } from './typed-binder';

/** The use cases of the visitor's account: sign-up, sign-in, session, profile, mobile and second factor, built from the ports' tokens. */
export const accountModule = new ContainerModule(({ bind: bindOf }) => {
  const bind = typedBinder(bindOf);
  bind.instance(ACCOUNT_USE_CASES.SignIn, SignIn, ACCOUNT_PORTS.AccountRepository);
  bind.instance(ACCOUNT_USE_CASES.EnterSignInCode, EnterSignInCode, ACCOUNT_PORTS.AccountRepository);
  bind.instance(ACCOUNT_USE_CASES.SecondFactorSettings, SecondFactorSettings, ACCOUNT_PORTS.SecondFactorRepository);
  bind.instance(ACCOUNT_USE_CASES.SignUp, SignUp, ACCOUNT_PORTS.AccountRepository);
  bind.instance(ACCOUNT_USE_CASES.UpdateProfile, UpdateProfile, ACCOUNT_PORTS.AccountRepository);
  bind.instance(ACCOUNT_USE_CASES.SendMobileCode, SendMobileCode, ACCOUNT_PORTS.AccountRepository);
  bind.instance(ACCOUNT_USE_CASES.ConfirmMobile, ConfirmMobile, ACCOUNT_PORTS.AccountRepository);
  bind.instance(ACCOUNT_USE_CASES.DeleteAccount, DeleteAccount, ACCOUNT_PORTS.AccountRepository);
  bind.instance(ACCOUNT_USE_CASES.VerifySession, VerifySession, ACCOUNT_PORTS.AccountRepository);
  bind.instance(ACCOUNT_USE_CASES.SignOut, SignOut, ACCOUNT_PORTS.AccountRepository, PLATFORM_PORTS.Log);
});
