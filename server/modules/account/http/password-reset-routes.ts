import type { FastifyInstance } from 'fastify';
import { accountApi, type Done } from '../../../../src/core/contracts/api/account-api';
import { bodyOf } from '../../../http/contract-input';
import { requireUser } from '../../../http/session-guards';
import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { PasswordResetUseCases } from '../use-cases/password-reset-use-cases';
import { answering } from '../../../http/answering';
import { clearSessionCookie } from './session-cookie';
import { toUserJson } from './user-json';

/** The words "send me a reset" is answered with: by the channel asked for, never by whether an account exists. */
export function resetRequestedMessage(request: { email: string } | { mobile: string }): string {
  return 'email' in request ? M.resetLinkRequested : M.resetCodeRequested;
}

/** Password reset for the app (a link by e-mail or a code by SMS), and proving the signed-in user's mobile. */
export function passwordResetRoutes(useCases: PasswordResetUseCases, cookieSecure: boolean) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(accountApi.requestPasswordReset.path, async (request, reply): Promise<Done> => {
      const target = bodyOf(accountApi.requestPasswordReset, request.body);
      await answering(() => useCases.requestPasswordReset.execute({ ...target, address: request.ip }));
      reply.header('cache-control', 'no-store');
      return { success: true, message: resetRequestedMessage(target) };
    });

    app.post(accountApi.resetPassword.path, async (request, reply): Promise<Done> => {
      const proof = bodyOf(accountApi.resetPassword, request.body);
      await answering(() => useCases.resetPassword.execute(proof));
      // every session of the account ended, this browser's among them if it had one
      clearSessionCookie(reply, cookieSecure);
      return { success: true, message: M.passwordReset };
    });

    app.post(accountApi.sendMobileCode.path, { preHandler: requireUser }, async (request, reply): Promise<Done> => {
      await answering(() => useCases.sendMobileCode.execute({ user: request.user!, address: request.ip }));
      return { success: true, message: M.mobileCodeSent };
    });

    app.post(accountApi.confirmMobile.path, { preHandler: requireUser }, async (request, reply) => {
      const { code } = bodyOf(accountApi.confirmMobile, request.body);
      const user = await answering(() => useCases.confirmMobile.execute({ user: request.user!, code }));
      return toUserJson(user);
    });
  };
}
