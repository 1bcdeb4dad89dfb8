import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchPage } from '../../src/core/contracts/pages/match-page';

/**
 * An address as the log keeps it: the path, and of the query only its parameters' names. A
 * query can carry what must never be written down (a password sent by a form without a method,
 * a reset token, the bank's Authority), and nobody reading the log needs the values.
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return names.length === 0 ? url.slice(0, at) : `${url.slice(0, at)}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}`;
}

/**
 * The request's address as a pattern: the route it matched (`/api/payments/by-authority/:authority`)
 * or the page it shows (`/post/:postSlug`), so a value in the path is not written down either;
 * then the query's names as `loggedUrl` keeps them.
 */
export function loggedRoute(request: FastifyRequest): string {
  const url = loggedUrl(request.url);
  const at = url.indexOf('?');
  const [pathname, query] = at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
  const pattern = request.routeOptions?.url ?? matchPage(pathname)?.route.path ?? pathname;
  return pattern + query;
}

/** Fastify's request line in the log: the route's pattern, never a query's values (bodies are never logged). */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggedRoute(request),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** Headers that carry credentials, left out of anything logged (nothing logs headers today; this keeps it so). */
export const LOG_REDACT = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie'],
  censor: '[redacted]',
};

/** The header a request id comes in and goes out by, so a proxy's log and ours name the same request. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's id is kept when it is short and plain (no spaces or quotes to forge log lines with). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the incoming `x-request-id` when it is safe to write down, otherwise a new one. */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Every answer names its request's id (the id on each of the request's log lines). */
export function installRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
