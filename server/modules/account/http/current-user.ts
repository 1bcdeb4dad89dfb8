import type { FastifyInstance } from 'fastify';
import type { AccountUser } from '../ports/user-store';
import type { VerifySession } from '../use-cases/verify-session';
import { sessionTokenOf } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, read from the session cookie before any handler; null when signed out. */
    user: AccountUser | null;
  }
}

/** Every request learns who sent it (server/http/session-guards.ts then lets in only whom a route wants). */
export function installUserLoader(app: FastifyInstance, verifySession: VerifySession): void {
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request) => {
    request.user = await verifySession.execute(sessionTokenOf(request));
  });
}
