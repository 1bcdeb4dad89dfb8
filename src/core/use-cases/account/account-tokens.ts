import { serviceToken as token } from '../../ports/service-token';
import type { DeleteAccount } from './delete-account';
import type { EnterSignInCode, SignIn } from './sign-in';
import type { SecondFactorSettings } from './second-factor-settings';
import type { SignOut } from './sign-out';
import type { SignUp } from './sign-up';
import type { UpdateProfile } from './update-profile';
import type { ConfirmMobile, SendMobileCode } from './verify-mobile';
import type { VerifySession } from './verify-session';

/** The use cases of signing up and in, the visitor's session, profile, mobile and second factor. */
export const ACCOUNT_USE_CASES = {
  DeleteAccount: token<DeleteAccount>('DeleteAccount'),
  SignIn: token<SignIn>('SignIn'),
  EnterSignInCode: token<EnterSignInCode>('EnterSignInCode'),
  SecondFactorSettings: token<SecondFactorSettings>('SecondFactorSettings'),
  SignOut: token<SignOut>('SignOut'),
  SignUp: token<SignUp>('SignUp'),
  UpdateProfile: token<UpdateProfile>('UpdateProfile'),
  SendMobileCode: token<SendMobileCode>('SendMobileCode'),
  ConfirmMobile: token<ConfirmMobile>('ConfirmMobile'),
  VerifySession: token<VerifySession>('VerifySession'),
} as const;
