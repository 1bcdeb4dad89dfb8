import type { FastifyInstance } from 'fastify';
import { contentApi } from '../../../../src/core/contracts/api/content-api';
import { bodyOf } from '../../../http/contract-input';
import { requireAdmin } from '../../../http/session-guards';
import { POST_MESSAGES } from '../content-messages';
import type { ContentUseCases } from '../use-cases/content-use-cases';
import { answering } from '../../../http/answering';

/** PUT /api/post/autosave: the edit page's quiet save of a draft (the image goes with the form's own button). */
export function autosaveRoutes(useCases: ContentUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    app.put(contentApi.autosaveDraft.path, { preHandler: requireAdmin }, async (request) => {
      const { postId, ...fields } = bodyOf(contentApi.autosaveDraft, request.body);
      const saved = await answering(() => useCases.autosaveDraft.execute({ actorId: request.user!.id, postId: postId ?? null, fields }));
      return { success: true, message: POST_MESSAGES.draftSaved, ...saved };
    });
  };
}
