import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a browser or a shared cache may do with an answer that belongs to one signed-in user: nothing. */
export const PRIVATE_NO_STORE = 'private, no-store';

const privateRequests = new WeakSet<FastifyRequest>();

/** Marks the request's answer as one user's (the session guards call it), whatever the route sets later. */
export function answerPrivately(request: FastifyRequest, reply: FastifyReply): void {
  privateRequests.add(request);
  reply.header('cache-control', PRIVATE_NO_STORE);
}

/**
 * Sets `Cache-Control: private, no-store` last, on every answer of a route behind a session
 * guard (its refusals too), so no route can leave one user's answer to a cache by mistake.
 */
export function installPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (privateRequests.has(request)) reply.header('cache-control', PRIVATE_NO_STORE);
    done(null, payload);
  });
}
