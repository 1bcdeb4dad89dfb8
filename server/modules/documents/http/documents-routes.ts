import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { documentsApi } from '../../../../src/core/contracts/api/documents-api';
import { DOCUMENT_MESSAGES as M } from '../../../../src/core/domain/documents/document-rules';
import { answering } from '../../../http/answering';
import { bodyOf, queryOf } from '../../../http/contract-input';
import { answerPrivately } from '../../../http/private-answers';
import { requireAdmin, requireUser } from '../../../http/session-guards';
import { ApiError } from '../../../http/api-error';
import type { Caller } from '../use-cases/documents-context';
import type { DocumentsUseCases } from '../use-cases/documents-use-cases';
import { sendAsAttachment } from './attachment-headers';
import { stageUpload } from './staged-upload';

type ById = { Params: { id: string } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function callerOf(request: FastifyRequest): Caller {
  return request.user ? { id: request.user.id, isAdmin: request.user.is_admin } : null;
}

/** A made-up id is answered as a missing document, before it reaches the database. */
function knownShape(id: string): string {
  if (!UUID.test(id)) throw new ApiError(404, M.notFound);
  return id;
}

/**
 * The customer's documents over HTTP. Reading, listing and removing are open to any request,
 * signed in or not, so that everyone the document is not for gets the one 404 a missing
 * document gets; every answer is private and never stored.
 */
export function documentsRoutes(useCases: DocumentsUseCases, dataDir: string) {
  const staging = path.join(dataDir, 'incoming-documents');
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: { files: 1, fields: 2, parts: 3 } });

      scope.post(documentsApi.upload.path, { preHandler: requireUser }, async (request, reply) => {
        const limits = await useCases.readSettings.execute();
        const staged = await stageUpload(request, staging, limits.maxFileMb * 1024 * 1024);
        try {
          const document = await answering(() =>
            useCases.upload.execute({ caller: callerOf(request)!, file: staged.file, questionId: staged.questionId, reservationId: null }),
          );
          return reply.status(201).send({ success: true, document });
        } finally {
          await staged.discard();
        }
      });

      scope.post<ById>(documentsApi.uploadToReservation.path, async (request, reply) => {
        answerPrivately(request, reply);
        const caller = callerOf(request);
        const reservationId = knownShape(request.params.id);
        if (!caller) throw new ApiError(404, M.notFound);
        await answering(() => useCases.upload.checkTarget(caller, reservationId));
        const limits = await useCases.readSettings.execute();
        const staged = await stageUpload(request, staging, limits.maxFileMb * 1024 * 1024);
        try {
          const document = await answering(() =>
            useCases.upload.execute({ caller, file: staged.file, questionId: staged.questionId, reservationId }),
          );
          return reply.status(201).send({ success: true, document });
        } finally {
          await staged.discard();
        }
      });
    });

    app.get<ById>(documentsApi.listOfReservation.path, async (request, reply) => {
      answerPrivately(request, reply);
      const reservationId = knownShape(request.params.id);
      const listed = await answering(() => useCases.list.execute({ caller: callerOf(request), reservationId }));
      return { success: true, ...listed };
    });

    app.get<ById>(documentsApi.download.path, async (request, reply) => {
      answerPrivately(request, reply);
      const documentId = knownShape(request.params.id);
      const opened = await answering(() => useCases.open.execute({ caller: callerOf(request), documentId }));
      sendAsAttachment(reply, opened);
      return reply.send(opened.body);
    });

    app.delete<ById>(documentsApi.remove.path, async (request, reply) => {
      answerPrivately(request, reply);
      const documentId = knownShape(request.params.id);
      await answering(() => useCases.remove.execute({ caller: callerOf(request), documentId }));
      return { success: true, message: M.deleted };
    });

    app.get<ById>(documentsApi.accessLog.path, { preHandler: requireAdmin }, async (request) => {
      const reservationId = knownShape(request.params.id);
      const { page } = queryOf(documentsApi.accessLog, request.query);
      return { success: true, ...(await useCases.accessLog.execute({ reservationId, page })) };
    });

    app.get(documentsApi.readSettings.path, { preHandler: requireAdmin }, async () => ({
      success: true,
      settings: await useCases.readSettings.execute(),
    }));

    app.put(documentsApi.saveSettings.path, { preHandler: requireAdmin }, async (request) => {
      const change = bodyOf(documentsApi.saveSettings, request.body);
      await answering(() => useCases.saveSettings.execute(change, request.user!.id));
      return { success: true, settings: await useCases.readSettings.execute(), message: M.settingsSaved };
    });
  };
}
