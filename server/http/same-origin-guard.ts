import type { FastifyInstance } from 'fastify';
import { forbidden } from './api-error';

export const CROSS_ORIGIN_REFUSED = 'درخواست از وب‌سایت دیگری پذیرفته نمی‌شود';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends from another site: the cookie is
 * SameSite=Lax, and this is the second line against cross-site request forgery.
 */
export function installSameOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(CROSS_ORIGIN_REFUSED);
    const origin = request.headers.origin;
    if (!origin || origin === 'null') {
      if (origin === 'null') throw forbidden(CROSS_ORIGIN_REFUSED);
      return;
    }
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden(CROSS_ORIGIN_REFUSED);
    }
    // Fastify reads X-Forwarded-Host only from a trusted proxy (TRUST_PROXY)
    const host = request.host;
    if (originHost !== host) throw forbidden(CROSS_ORIGIN_REFUSED);
  });
}
