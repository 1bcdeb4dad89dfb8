import type { FastifyInstance } from 'fastify';
import { businessApi } from '../../../../src/core/contracts/api/business-api';
import { requireAdmin } from '../../../http/session-guards';
import type { ReadBusinessSummary } from '../use-cases/read-business-summary';

/** The consultant's view of the practice; personal data (names, mobiles), so never stored by a cache. */
export function businessRoutes(readSummary: ReadBusinessSummary) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get(businessApi.summary.path, { preHandler: requireAdmin }, async (_request, reply) => {
      const summary = await readSummary.execute();
      return reply.headers({ 'cache-control': 'private, no-store' }).send({ success: true, summary });
    });
  };
}
