import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests whose handlers have not yet produced an answer. A client that hangs up does not
 * stop its handler: the connection closes at once, so the server's own close would call the
 * requests done, and the database could be closed under a handler still writing a booking. An
 * answer (onSend, which runs even for a client that has gone) or a finished response ends one.
 */
export interface RequestsInFlight {
  count(): number;
  /** resolves once no handler is running */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestsInFlight: RequestsInFlight;
  }
}

export function installRequestsInFlight(app: FastifyInstance): void {
  const running = new WeakSet<FastifyRequest>();
  let count = 0;
  let waiting: Array<() => void> = [];
  const end = (request: FastifyRequest) => {
    if (!running.delete(request)) return;
    count -= 1;
    if (count > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  app.addHook('onRequest', (request, _reply, done) => {
    running.add(request);
    count += 1;
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    end(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    end(request);
    done();
  });
  app.decorate('requestsInFlight', {
    count: () => count,
    settled: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  });
}
