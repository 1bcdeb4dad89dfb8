import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { toUserJson } from '../users/user-json';
import { AccountEntry, tellingWhenLimited } from './account-entry';
import { requireUser } from './current-user';
import { loginFormRoutes } from './login-form-routes';
import { startSession } from './sessions';

/**
 * Sign-up, sign-in and "who am I" for the app, and the login page's own form (which works
 * before the app does), both through one AccountEntry so they share its limits. Sign-out and
 * the profile live in the users routes.
 */
export async function authRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const accounts = new AccountEntry(deps);

  app.post('/api/auth/signup', async (request, reply) => {
    const user = await tellingWhenLimited(reply, () => accounts.signUp(request.body, request.ip));
    await startSession(deps, request, reply, user.id);
    return reply.status(201).send(toUserJson(user));
  });

  app.post('/api/auth/signin', async (request, reply) => {
    const user = await tellingWhenLimited(reply, () => accounts.signIn(request.body, request.ip));
    await startSession(deps, request, reply, user.id);
    return toUserJson(user);
  });

  app.get('/api/auth/me', { preHandler: requireUser }, async (request) => toUserJson(request.user!));

  await loginFormRoutes(app, deps, accounts);
}
