import type { FastifyInstance } from 'fastify';

/** A bare JSON answer: for load balancers, and the benchmark's baseline. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => ({ ok: true }));
}
