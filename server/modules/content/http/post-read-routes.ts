import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentApi } from '../../../../src/core/contracts/api/content-api';
import type { ContentRouteDeps } from './content-route-deps';
import { queryOf } from '../../../http/contract-input';
import { JSON_CONTENT_TYPE, JsonReadCache } from '../../../http/json-read-cache';
import { postListQuery } from '../domain/post-list-query';
import type { ContentUseCases } from '../use-cases/content-use-cases';

/** Distinct queries (searches, pages, filters) whose answers are kept, and their bytes in all. */
export const POST_ANSWERS_KEPT = { entries: 300, bytes: 32 * 1024 * 1024 };

/** GET /api/post/getposts (and the spec's spelling getPosts): answers {posts, totalPosts}, kept until an article changes. */
export function postReadRoutes(useCases: ContentUseCases) {
  return async (app: FastifyInstance, deps: ContentRouteDeps): Promise<void> => {
    const answers = new JsonReadCache(deps.dataVersions, 'posts', deps.clock, POST_ANSWERS_KEPT);
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const query = postListQuery(queryOf(contentApi.listPosts, request.query));
      const body = await answers.json(JSON.stringify(query), async () => ({ value: await useCases.listPosts.execute(query) }));
      return reply.type(JSON_CONTENT_TYPE).send(body);
    };
    app.get(contentApi.listPosts.path, handler);
    app.get(contentApi.listPostsFirstPage.path, handler);
  };
}
