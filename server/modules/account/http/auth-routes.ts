import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../../src/core/contracts/api/account-api';
import { bodyOf } from '../../../http/contract-input';
import { requireUser } from '../../../http/session-guards';
import type { AccountUseCases } from '../use-cases/account-use-cases';
import { answering } from './refusal-answer';
import { sessionTokenOf, setSessionCookie } from './session-cookie';
import { toUserJson } from './user-json';

/** Sign-up, sign-in and "who am I" for the app; each way in starts a new session. */
export function authRoutes(useCases: AccountUseCases, cookieSecure: boolean) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(accountApi.signUp.path, async (request, reply) => {
      const credentials = bodyOf(accountApi.signUp, request.body);
      const { user, session } = await answering(reply, () => useCases.signUp.execute({ ...credentials, address: request.ip, previousToken: sessionTokenOf(request) }));
      setSessionCookie(reply, cookieSecure, session);
      return reply.status(201).send(toUserJson(user));
    });

    app.post(accountApi.signIn.path, async (request, reply) => {
      const credentials = bodyOf(accountApi.signIn, request.body);
      const { user, session } = await answering(reply, () => useCases.signIn.execute({ ...credentials, address: request.ip, previousToken: sessionTokenOf(request) }));
      setSessionCookie(reply, cookieSecure, session);
      return toUserJson(user);
    });

    app.get(accountApi.me.path, { preHandler: requireUser }, async (request) => toUserJson(request.user!));
  };
}
