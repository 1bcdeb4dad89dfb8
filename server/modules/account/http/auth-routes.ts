import type { FastifyInstance } from 'fastify';
import { accountApi } from '../../../../src/core/contracts/api/account-api';
import { bodyOf } from '../../../http/contract-input';
import { requireUser } from '../../../http/session-guards';
import type { AccountUseCases } from '../use-cases/account-use-cases';
import { answering } from '../../../http/answering';
import { enteredOrCodeNeeded } from './sign-in-steps';
import { deviceCookieOf, setEntryCookies } from './device-cookie';
import { sessionTokenOf, setSessionCookie } from './session-cookie';
import { toUserJson } from './user-json';

/** Sign-up, sign-in and "who am I" for the app; each way in starts a new session. */
export function authRoutes(useCases: AccountUseCases, cookieSecure: boolean) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(accountApi.signUp.path, async (request, reply) => {
      const credentials = bodyOf(accountApi.signUp, request.body);
      const { user, session } = await answering(() =>
        useCases.signUp.execute({ ...credentials, address: request.ip, previousToken: sessionTokenOf(request) }),
      );
      setSessionCookie(reply, cookieSecure, session);
      return reply.status(201).send(toUserJson(user));
    });

    // a known device's cookie rides along: its own limits, not the unknown devices'
    app.post(accountApi.signIn.path, async (request, reply) => {
      const credentials = bodyOf(accountApi.signIn, request.body);
      const entry = { ...credentials, address: request.ip, previousToken: sessionTokenOf(request), deviceCookie: deviceCookieOf(request) };
      const signedIn = await answering(() => enteredOrCodeNeeded(() => useCases.signIn.execute(entry)));
      if ('codeNeeded' in signedIn) return reply.status(202).header('cache-control', 'no-store').send(signedIn);
      setEntryCookies(reply, cookieSecure, signedIn, new Date());
      return toUserJson(signedIn.user);
    });

    app.post(accountApi.signInCode.path, async (request, reply) => {
      const step = bodyOf(accountApi.signInCode, request.body);
      const entered = await answering(() =>
        useCases.enterCode.execute({ ...step, address: request.ip, previousToken: sessionTokenOf(request) }),
      );
      setEntryCookies(reply, cookieSecure, entered, new Date());
      return toUserJson(entered.user);
    });

    app.get(accountApi.me.path, { preHandler: requireUser }, async (request) => toUserJson(request.user!));
  };
}
