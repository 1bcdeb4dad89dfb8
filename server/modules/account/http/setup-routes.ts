import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setupApi } from '../../../../src/core/contracts/api/setup-api';
import {
  AFTER_SETUP_PATH,
  SETUP_CODE_FIELD,
  SETUP_FORM_ANSWER_KEY,
  SETUP_PATH,
  type SetupFormAnswer,
} from '../../../../src/core/domain/first-run';
import { ApiError, headWithWait } from '../../../http/api-error';
import { bodyOf } from '../../../http/contract-input';
import type { FirstRunUseCases } from '../use-cases/first-run-use-cases';
import { acceptFormBodies } from './form-body';
import { answering } from '../../../http/answering';
import { sessionTokenOf, setSessionCookie } from './session-cookie';
import { toUserJson } from './user-json';

/** The most of a typed field the refused page shows back. */
const ECHOED_MAX = 320;

/**
 * The first run: POST /api/setup for the app, and POST /setup, the set-up page's own form as
 * the browser sends it (before the app, or without it). Both run CompleteSetup; success sets the
 * session cookie, the form's answer is 303 to the site settings; a refusal answers the page
 * again at its address (with the code, so a mistyped name can be put right), with the Persian
 * reason and what was typed, never the password.
 */
export function setupRoutes(useCases: FirstRunUseCases, cookieSecure: boolean) {
  const run = (request: FastifyRequest, body: unknown) => {
    const fields = bodyOf(setupApi.completeSetup, body);
    return useCases.completeSetup.execute({ ...fields, address: request.ip, previousToken: sessionTokenOf(request) });
  };

  return async (app: FastifyInstance): Promise<void> => {
    app.post(setupApi.completeSetup.path, async (request, reply) => {
      const entered = await answering(() => run(request, request.body));
      setSessionCookie(reply, cookieSecure, entered.session);
      return reply.status(201).send(toUserJson(entered.user));
    });

    await app.register(async (forms) => {
      acceptFormBodies(forms);
      forms.post(SETUP_PATH, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, unknown>;
        try {
          const entered = await answering(() => run(request, form));
          setSessionCookie(reply, cookieSecure, entered.session);
          return reply.status(303).header('location', AFTER_SETUP_PATH).header('cache-control', 'no-store').send();
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          headWithWait(reply, error);
          request.log.info({ status: error.statusCode }, 'set-up form refused');
          const code = typeof form[SETUP_CODE_FIELD] === 'string' ? form[SETUP_CODE_FIELD] : '';
          const url = code ? `${SETUP_PATH}?${SETUP_CODE_FIELD}=${encodeURIComponent(code.slice(0, ECHOED_MAX))}` : SETUP_PATH;
          const answer: SetupFormAnswer = {
            error: error.message,
            email: echoed(form.email),
            firstName: echoed(form.firstName),
            lastName: echoed(form.lastName),
          };
          return request.server.servePage(request, reply, { url, status: error.statusCode, data: { [SETUP_FORM_ANSWER_KEY]: answer } });
        }
      });
    });
  };
}

function echoed(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, ECHOED_MAX) : '';
}
