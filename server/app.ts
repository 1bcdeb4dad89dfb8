import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { ServerDependencies } from './server-dependencies';
import { installErrorHandler, MESSAGES } from './http/error-handler';
import { installRequestsInFlight } from './http/requests-in-flight';
import { installSameOriginGuard } from './http/same-origin-guard';
import { installStorableInputGuard } from './http/storable-input-guard';
import { installSecurityHeaders } from './http/security-headers';
import { installRequestIdEcho, LOG_REDACT, requestIdOf, requestLogSerializers } from './http/request-log';
import { installPrivateAnswers } from './http/private-answers';
import { appShell } from './http/app-shell';
import { installStoredFileRoutes } from './http/stored-file-routes';
import { installCurrentUser } from './modules/account';
import { routeModules } from './routes';
import { pageMetaProviders } from './page-meta-providers';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route the app registered, for the tests that walk them all */
    registeredRoutes: RegisteredRoute[];
    /** answers with a page of the site as the app shell renders it (a posted form's answer, say) */
    servePage: ReturnType<typeof appShell>;
  }
}

export async function buildApp(deps: ServerDependencies, options: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? { level: deps.config.logLevel };
  const app = Fastify({
    logger: typeof logger === 'object' ? { serializers: requestLogSerializers, redact: LOG_REDACT, ...logger } : logger,
    // one id per request on every log line and in the answer's x-request-id (a proxy's own when safe)
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: JSON_BODY_LIMIT,
    // only a proxy we were told about may name the client's address (sign-in limits go by it)
    trustProxy: (_address: string, hop: number) => hop < deps.config.trustedProxyHops,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 500 },
  });

  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', registeredRoutes);

  installRequestsInFlight(app);
  installErrorHandler(app);
  installRequestIdEcho(app);
  installPrivateAnswers(app);
  await app.register(cookie);
  installSecurityHeaders(app, { https: deps.config.publicUrl.startsWith('https:') });
  installSameOriginGuard(app);
  installStorableInputGuard(app);
  installCurrentUser(app, deps);
  const serveShell = appShell(deps, pageMetaProviders(deps));
  app.decorate('servePage', serveShell);

  for (const routes of routeModules) await routes(app, deps);

  installStoredFileRoutes(app, deps.storage);
  if (fs.existsSync(deps.config.clientDir)) {
    await app.register(fastifyStatic, {
      root: deps.config.clientDir,
      prefix: '/',
      index: false,
      wildcard: false,
      maxAge: '365d',
      immutable: true,
      // built scripts and styles are compressed once at build time (.br and .gz beside each
      // file) and sent as they are to a browser that accepts them
      preCompressed: true,
      // the page template is served through the app shell; the server's renderer not at all,
      // nor source maps, should an old development build have left one
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/ssr/') && !pathname.endsWith('.map'),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) {
      return reply.status(404).send({ success: false, message: MESSAGES.apiNotFound });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ success: false, message: MESSAGES.apiNotFound });
    }
    return serveShell(request, reply);
  });

  return app;
}
