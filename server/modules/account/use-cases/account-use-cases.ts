import type { Clock } from '../../../ports/clock';
import type { AccountPorts } from '../ports/account-ports';
import { CreateAdmin } from './create-admin';
import { DeleteAccount } from './delete-account';
import { EnterCode } from './enter-code';
import { SecondFactorSetup } from './second-factor-setup';
import { SignIn } from './sign-in';
import { SignOut } from './sign-out';
import { SignUp } from './sign-up';
import { UpdateProfile } from './update-profile';
import { VerifySession } from './verify-session';

export interface AccountUseCases {
  signUp: SignUp;
  signIn: SignIn;
  signOut: SignOut;
  verifySession: VerifySession;
  updateProfile: UpdateProfile;
  deleteAccount: DeleteAccount;
  createAdmin: CreateAdmin;
  enterCode: EnterCode;
  secondFactor: SecondFactorSetup;
}

/** The module's use cases over one set of ports (whose limit counters they share). */
export function accountUseCases(ports: AccountPorts, clock: Clock): AccountUseCases {
  const context = { ...ports, clock };
  return {
    signUp: new SignUp(context),
    signIn: new SignIn(context),
    signOut: new SignOut(context),
    verifySession: new VerifySession(context),
    updateProfile: new UpdateProfile(context),
    deleteAccount: new DeleteAccount(context),
    createAdmin: new CreateAdmin(context),
    enterCode: new EnterCode(context),
    secondFactor: new SecondFactorSetup(context),
  };
}
