import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountApi } from '../../../../src/core/contracts/api/account-api';
import {
  FORGOT_PASSWORD_PATH,
  RESET_FORM_ANSWER_KEY,
  RESET_PASSWORD_PATH,
  type ResetFormAnswer,
} from '../../../../src/core/domain/password-reset';
import { ApiError, headWithWait } from '../../../http/api-error';
import { bodyOf } from '../../../http/contract-input';
import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { PasswordResetUseCases } from '../use-cases/password-reset-use-cases';
import { acceptFormBodies } from './form-body';
import { answering } from '../../../http/answering';
import { clearSessionCookie } from './session-cookie';
import { resetRequestedMessage } from './password-reset-routes';

/**
 * The reset pages' own forms, posted by the browser (with or without the app), through the same
 * use cases and limits as the JSON calls. Each answer is the page itself, rendered with what was
 * said: "send me a reset" at /forgot-password (by mobile: the page that asks for the code), the
 * new password at /reset-password. A refusal keeps the page and says why; nothing secret is echoed.
 */
export function resetFormRoutes(useCases: PasswordResetUseCases, cookieSecure: boolean) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(async (forms) => {
      acceptFormBodies(forms);

      forms.post(FORGOT_PASSWORD_PATH, async (request, reply) => {
        try {
          const target = bodyOf(accountApi.requestPasswordReset, request.body ?? {});
          await answering(() => useCases.requestPasswordReset.execute({ ...target, address: request.ip }));
          const message = resetRequestedMessage(target);
          if ('mobile' in target) return page(request, reply, RESET_PASSWORD_PATH, 200, { message, mobile: target.mobile });
          return page(request, reply, FORGOT_PASSWORD_PATH, 200, { message });
        } catch (error) {
          return refused(request, reply, FORGOT_PASSWORD_PATH, error);
        }
      });

      forms.post(RESET_PASSWORD_PATH, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, unknown>;
        const mobile = typeof form.mobile === 'string' ? form.mobile : undefined;
        try {
          const proof = bodyOf(accountApi.resetPassword, form);
          await answering(() => useCases.resetPassword.execute(proof));
          clearSessionCookie(reply, cookieSecure);
          return page(request, reply, RESET_PASSWORD_PATH, 200, { message: M.passwordReset, done: true });
        } catch (error) {
          // the link's page keeps its token in the address, so the form can be sent again from it
          const token = typeof form.token === 'string' && form.token ? `?token=${encodeURIComponent(form.token)}` : '';
          return refused(request, reply, `${RESET_PASSWORD_PATH}${token}`, error, { mobile });
        }
      });
    });
  };
}

function page(request: FastifyRequest, reply: FastifyReply, url: string, status: number, answer: ResetFormAnswer) {
  reply.header('cache-control', 'no-store');
  return request.server.servePage(request, reply, { url, status, data: { [RESET_FORM_ANSWER_KEY]: answer } });
}

function refused(request: FastifyRequest, reply: FastifyReply, url: string, error: unknown, kept: ResetFormAnswer = {}) {
  if (!(error instanceof ApiError)) throw error;
  headWithWait(reply, error);
  request.log.info({ status: error.statusCode, url: url.split('?')[0] }, 'reset form refused');
  return page(request, reply, url, error.statusCode, { ...kept, error: error.message });
}
