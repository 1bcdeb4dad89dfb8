import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reportsApi } from '../../../../src/core/contracts/api/reports-api';
import { REPORT_MESSAGES as M } from '../../../../src/core/domain/session-report';
import { notFound } from '../../../http/api-error';
import { answering } from '../../../http/answering';
import { bodyOf } from '../../../http/contract-input';
import { isUuid } from '../../../http/ids';
import { answerPrivately } from '../../../http/private-answers';
import { requireAdmin } from '../../../http/session-guards';
import type { ReportViewer } from '../use-cases/report-context';
import type { ReportsUseCases } from '../use-cases/reports-use-cases';

type WithId = { Params: { id: string; version?: string } };

/** The signed-in user as the reports see them, or nobody. */
export function viewerOf(request: FastifyRequest): ReportViewer | null {
  return request.user ? { id: request.user.id, isAdmin: request.user.is_admin } : null;
}

/** A version number as a path gives it: 1 to 99999; anything else names no version. */
export function versionOf(text: string | undefined): number | null | undefined {
  if (text === undefined) return null;
  return /^[1-9]\d{0,4}$/.test(text) ? Number(text) : undefined;
}

/**
 * The report's calls. Reading answers one user alone and is never kept by a cache; it has no
 * session guard, because a visitor who is not signed in is told exactly what a stranger is: not
 * found (no 401 that would say the booking exists).
 */
export function reportRoutes(useCases: ReportsUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const read = async (request: FastifyRequest<WithId>) => {
      const { id } = request.params;
      const version = versionOf(request.params.version);
      if (!isUuid(id) || version === undefined) throw notFound(M.notFound);
      const report = await answering(() => useCases.readReport.execute({ viewer: viewerOf(request), reservationId: id, version }));
      return { success: true, report };
    };
    const privately = {
      onRequest: async (request: FastifyRequest, reply: Parameters<typeof answerPrivately>[1]) => answerPrivately(request, reply),
    };
    app.get<WithId>(reportsApi.read.path, privately, read);
    app.get<WithId>(reportsApi.readVersion.path, privately, read);

    app.get<WithId>(reportsApi.desk.path, { preHandler: requireAdmin }, async (request) => {
      const id = knownId(request.params.id);
      return { success: true, desk: await answering(() => useCases.readReportDesk.execute(id)) };
    });

    app.put<WithId>(reportsApi.saveDraft.path, { preHandler: requireAdmin }, async (request) => {
      const id = knownId(request.params.id);
      const { body } = bodyOf(reportsApi.saveDraft, request.body);
      const saved = await answering(() => useCases.saveReportDraft.execute({ by: request.user!.id, reservationId: id, body }));
      return { success: true, ...saved };
    });

    app.post<WithId>(reportsApi.send.path, { preHandler: requireAdmin }, async (request) => {
      const id = knownId(request.params.id);
      const { body } = bodyOf(reportsApi.send, request.body);
      const sent = await answering(() => useCases.sendReport.execute({ by: request.user!.id, reservationId: id, body }));
      return { success: true, ...sent };
    });
  };
}

function knownId(id: string): string {
  if (!isUuid(id)) throw notFound(M.reservationNotFound);
  return id;
}
