import type { FastifyInstance } from 'fastify';
import { postVersionsApi } from '../../../../src/core/contracts/api/post-versions-api';
import { queryOf } from '../../../http/contract-input';
import { requireAdmin } from '../../../http/session-guards';
import { VERSION_MESSAGES } from '../content-messages';
import type { ContentUseCases } from '../use-cases/content-use-cases';
import { answering } from '../../../http/answering';

type OfPost = { Params: { postId: string } };
type OfVersion = { Params: { postId: string; versionId: string } };

/** The admin's article's versions: listed, compared, restored. */
export function postVersionRoutes(useCases: ContentUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<OfPost>(postVersionsApi.listPostVersions.path, { preHandler: requireAdmin }, async (request) => {
      const versions = await answering(() =>
        useCases.listPostVersions.execute({ actorId: request.user!.id, postId: request.params.postId }),
      );
      return {
        versions: versions.map((version) => ({
          _id: version.id,
          title: version.title,
          reason: version.reason,
          keptAt: version.keptAt.toISOString(),
          keptBy: version.keptBy,
        })),
      };
    });

    app.get<OfPost>(postVersionsApi.comparePostVersions.path, { preHandler: requireAdmin }, async (request) => {
      const { from, to } = queryOf(postVersionsApi.comparePostVersions, request.query);
      return answering(() => useCases.comparePostVersions.execute({ actorId: request.user!.id, postId: request.params.postId, from, to }));
    });

    app.post<OfVersion>(postVersionsApi.restorePostVersion.path, { preHandler: requireAdmin }, async (request) => {
      const { slug } = await answering(() => useCases.restorePostVersion.execute({ actorId: request.user!.id, ...request.params }));
      return { success: true, message: VERSION_MESSAGES.restored, slug };
    });
  };
}
