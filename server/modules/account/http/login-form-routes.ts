import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../../src/core/contracts/api/account-api';
import { LOGIN_FORM_ANSWER_KEY, LOGIN_PATH, loginModeOf, loginPageUrl, nextPathOf, type LoginFormAnswer } from '../../../../src/core/domain/login-form';
import { landingAfterSignIn } from '../../../../src/core/domain/return-path';
import { ApiError } from '../../../http/api-error';
import { bodyOf } from '../../../http/contract-input';
import type { AccountUseCases } from '../use-cases/account-use-cases';
import { answering } from './refusal-answer';
import { sessionTokenOf, setSessionCookie } from './session-cookie';

/** A login form is two short fields and a path; anything much bigger is not one. */
const LOGIN_FORM_BODY_LIMIT = 16 * 1024;

/** The most of a refused e-mail the page shows back. */
const ECHOED_EMAIL_MAX = 320;

/**
 * POST /login (and /login?mode=signup, either with ?next=): the login page's form as the
 * browser sends it before the app runs, or with scripts off, through the same use cases (and
 * limits) as the app's JSON calls. Success starts the session and answers 303 to `next` when it
 * is a path on this site (the admin, with none, to the dashboard); a refusal answers the login
 * page itself at the same address, rendered with the Persian reason and the e-mail kept, never
 * the password. Only this route reads form bodies: the API still takes JSON alone.
 */
export function loginFormRoutes(useCases: AccountUseCases, cookieSecure: boolean) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(async (forms) => {
      forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: LOGIN_FORM_BODY_LIMIT }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });

      forms.post(LOGIN_PATH, async (request, reply) => {
        // the mode and the page to return to are in the address (the page's own), the fields in the body
        const search = request.url.slice(LOGIN_PATH.length);
        const mode = loginModeOf(search);
        const next = nextPathOf(search);
        const form = (request.body ?? {}) as Record<string, unknown>;
        try {
          const credentials = bodyOf(mode === 'signUp' ? accountApi.signUp : accountApi.signIn, form);
          const entry = { ...credentials, address: request.ip, previousToken: sessionTokenOf(request) };
          const { user, session } = await answering(reply, () => (mode === 'signUp' ? useCases.signUp.execute(entry) : useCases.signIn.execute(entry)));
          setSessionCookie(reply, cookieSecure, session);
          return reply.status(303).header('location', landingAfterSignIn(next, { isAdmin: user.is_admin })).header('cache-control', 'no-store').send();
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          request.log.info({ status: error.statusCode, mode }, 'login form refused');
          const answer: LoginFormAnswer = { email: typeof form.email === 'string' ? form.email.slice(0, ECHOED_EMAIL_MAX) : '', error: error.message };
          return request.server.servePage(request, reply, { url: loginPageUrl(mode, next), status: error.statusCode, data: { [LOGIN_FORM_ANSWER_KEY]: answer } });
        }
      });
    });
  };
}
