import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { ENAMAD_HOST } from '../../src/core/domain/site-profile';

/**
 * The security headers on every answer: a Content-Security-Policy that allows no inline
 * script, nosniff, Referrer-Policy, frame-ancestors and the rest of helmet's set. The headers
 * are worked out once here; the Fastify plugin built them anew for every request, a tenth of
 * the server's time under load.
 */
const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The policy as helmet writes it for these directives. */
function policyOf(directives: typeof DIRECTIVES): string {
  let policy = '';
  const response = { setHeader: (_name: string, value: string) => void (policy = value) } as unknown as ServerResponse;
  helmet.contentSecurityPolicy({ useDefaults: false, directives })({} as IncomingMessage, response, () => undefined);
  return policy;
}

/**
 * A page's policy while an Enamad seal is set: the seal's image from Enamad's host, and nothing
 * else loosened. The app shell sends it on pages only; every other answer keeps the strict one.
 */
export const POLICY_WITH_ENAMAD_SEAL = policyOf({ ...DIRECTIVES, imgSrc: [...DIRECTIVES.imgSrc, ENAMAD_HOST] });

export function installSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw as IncomingMessage, reply.raw as ServerResponse, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
