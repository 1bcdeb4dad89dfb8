import type { FastifyInstance } from 'fastify';
import { systemApi } from '../../src/core/contracts/api/system-api';

/** A bare JSON answer: for load balancers, and the benchmark's baseline. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(systemApi.health.path, async () => ({ ok: true }) as const);
}
