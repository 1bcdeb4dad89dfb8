import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../../src/core/contracts/api/account-api';
import {
  LOGIN_FORM_ANSWER_KEY,
  LOGIN_PATH,
  loginModeOf,
  loginPageUrl,
  nextPathOf,
  type LoginFormAnswer,
} from '../../../../src/core/domain/login-form';
import { landingAfterSignIn } from '../../../../src/core/domain/return-path';
import { ApiError, headWithWait } from '../../../http/api-error';
import { bodyOf } from '../../../http/contract-input';
import { ACCOUNT_MESSAGES } from '../account-messages';
import type { AccountUseCases } from '../use-cases/account-use-cases';
import { acceptFormBodies } from './form-body';
import { answering } from '../../../http/answering';
import { enteredOrCodeNeeded } from './sign-in-steps';
import { deviceCookieOf, setEntryCookies } from './device-cookie';
import { sessionTokenOf, setSessionCookie } from './session-cookie';

/** The most of a refused e-mail the page shows back. */
const ECHOED_EMAIL_MAX = 320;

/**
 * POST /login (and /login?mode=signup, either with ?next=): the login page's form as the
 * browser sends it before the app runs, or with scripts off, through the same use cases (and
 * limits) as the app's JSON calls. Success starts the session and answers 303 to `next` when it
 * is a path on this site (the admin, with none, to the dashboard); a refusal answers the login
 * page itself at the same address, rendered with the Persian reason and the e-mail kept, never
 * the password. With a second factor on, the right password answers the page's code step (its
 * ticket in a hidden field), posted here again with the code. Only this route reads form bodies: the API still takes JSON alone.
 */
export function loginFormRoutes(useCases: AccountUseCases, cookieSecure: boolean) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(async (forms) => {
      acceptFormBodies(forms);

      forms.post(LOGIN_PATH, async (request, reply) => {
        // the mode and the page to return to are in the address (the page's own), the fields in the body
        const search = request.url.slice(LOGIN_PATH.length);
        const mode = loginModeOf(search);
        const next = nextPathOf(search);
        const form = (request.body ?? {}) as Record<string, unknown>;
        let ticket: string | undefined;
        try {
          const previousToken = sessionTokenOf(request);
          const landing = (user: { is_admin: boolean }) =>
            reply
              .status(303)
              .header('location', landingAfterSignIn(next, { isAdmin: user.is_admin }))
              .header('cache-control', 'no-store')
              .send();
          if (mode === 'signIn' && typeof form.ticket === 'string') {
            // the code step: the ticket the password step gave and the app's code
            ticket = form.ticket;
            const step = bodyOf(accountApi.signInCode, form);
            const entered = await answering(() => useCases.enterCode.execute({ ...step, address: request.ip, previousToken }));
            setEntryCookies(reply, cookieSecure, entered, new Date());
            return landing(entered.user);
          }
          if (mode === 'signUp') {
            const entered = await answering(() =>
              useCases.signUp.execute({ ...bodyOf(accountApi.signUp, form), address: request.ip, previousToken }),
            );
            setSessionCookie(reply, cookieSecure, entered.session);
            return landing(entered.user);
          }
          const credentials = bodyOf(accountApi.signIn, form);
          const signedIn = await answering(() =>
            enteredOrCodeNeeded(() =>
              useCases.signIn.execute({ ...credentials, address: request.ip, previousToken, deviceCookie: deviceCookieOf(request) }),
            ),
          );
          if ('codeNeeded' in signedIn) {
            const answer: LoginFormAnswer = { email: credentials.email, error: '', ticket: signedIn.ticket };
            return request.server.servePage(request, reply, {
              url: loginPageUrl(mode, next),
              status: 200,
              data: { [LOGIN_FORM_ANSWER_KEY]: answer },
            });
          }
          setEntryCookies(reply, cookieSecure, signedIn, new Date());
          return landing(signedIn.user);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          headWithWait(reply, error);
          request.log.info({ status: error.statusCode, mode }, 'login form refused');
          // a wrong code keeps the code step (its ticket) while the ticket lasts
          const keptTicket =
            ticket !== undefined && error.statusCode !== 429 && error.message !== ACCOUNT_MESSAGES.signInTicketSpent ? { ticket } : {};
          const answer: LoginFormAnswer = {
            email: typeof form.email === 'string' ? form.email.slice(0, ECHOED_EMAIL_MAX) : '',
            error: error.message,
            ...keptTicket,
          };
          return request.server.servePage(request, reply, {
            url: loginPageUrl(mode, next),
            status: error.statusCode,
            data: { [LOGIN_FORM_ANSWER_KEY]: answer },
          });
        }
      });
    });
  };
}
