import type { FastifyInstance } from 'fastify';
import { systemApi, type Readiness } from '../../src/core/contracts/api/system-api';
import type { ServerDependencies } from '../server-dependencies';

const NO_STORE = { 'cache-control': 'no-store' };

/** Liveness and readiness for load balancers, container health checks and orchestrators. */
export async function healthRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  app.get(systemApi.health.path, async () => ({ ok: true }) as const);
  app.get(systemApi.live.path, async (_request, reply) => reply.headers(NO_STORE).send({ ok: true }));
  app.get(systemApi.ready.path, async (request, reply) => {
    const readiness = await readinessOf(deps, request.log);
    return reply
      .status(readiness.ok ? 200 : 503)
      .headers(NO_STORE)
      .send(readiness);
  });
}

async function readinessOf(deps: ServerDependencies, log: FastifyInstance['log']): Promise<Readiness> {
  try {
    const pendingMigrations = await deps.health.pendingMigrations();
    if (pendingMigrations.length > 0) log.warn({ pendingMigrations }, 'not ready: migrations not applied');
    return { ok: pendingMigrations.length === 0, database: 'ok', pendingMigrations };
  } catch (error) {
    log.warn({ err: error }, 'not ready: the database does not answer');
    return { ok: false, database: 'unreachable', pendingMigrations: [] };
  }
}
