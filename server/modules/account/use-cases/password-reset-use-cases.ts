import type { Clock } from '../../../ports/clock';
import type { AccountPorts } from '../ports/account-ports';
import { CodeRequestLimit } from './code-request-limit';
import { ConfirmMobile } from './confirm-mobile';
import { RequestPasswordReset } from './request-password-reset';
import type { ResetOutbound } from './reset-context';
import { ResetPassword } from './reset-password';
import { SendMobileCode } from './send-mobile-code';

export interface PasswordResetUseCases {
  requestPasswordReset: RequestPasswordReset;
  resetPassword: ResetPassword;
  sendMobileCode: SendMobileCode;
  confirmMobile: ConfirmMobile;
}

/** Password reset and the mobile's proof, over the account's ports and a way to send messages. */
export function passwordResetUseCases(ports: AccountPorts, clock: Clock, outbound: ResetOutbound): PasswordResetUseCases {
  const context = { ...ports, clock, ...outbound, limit: new CodeRequestLimit(ports.codeRequests) };
  return {
    requestPasswordReset: new RequestPasswordReset(context),
    resetPassword: new ResetPassword(context),
    sendMobileCode: new SendMobileCode(context),
    confirmMobile: new ConfirmMobile(context),
  };
}
