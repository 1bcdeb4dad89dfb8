import type { FastifyInstance } from 'fastify';
import { businessApi } from '../../../../src/core/contracts/api/business-api';
import { requireAdmin } from '../../../http/session-guards';
import { queryOf } from '../../../http/contract-input';
import type { ReadAgenda } from '../use-cases/read-agenda';
import type { ReadBusinessSummary } from '../use-cases/read-business-summary';

/** The consultant's view of the practice and their agenda; personal data (names, mobiles), so never stored by a cache. */
export function businessRoutes(readSummary: ReadBusinessSummary, readAgenda: ReadAgenda) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get(businessApi.summary.path, { preHandler: requireAdmin }, async (_request, reply) => {
      const summary = await readSummary.execute();
      return reply.headers({ 'cache-control': 'private, no-store' }).send({ success: true, summary });
    });

    app.get(businessApi.agenda.path, { preHandler: requireAdmin }, async (request, reply) => {
      const agenda = await readAgenda.execute(queryOf(businessApi.agenda, request.query));
      return reply.headers({ 'cache-control': 'private, no-store' }).send({ success: true, ...agenda });
    });
  };
}
