import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { parsePostListQuery } from './post-list-query';
import { PostReadRepository } from './post-read-repository';
import { toPostJson } from './post-json';
import { JSON_CONTENT_TYPE, JsonReadCache } from '../http/json-read-cache';

/** Distinct queries (searches, pages, filters) whose answers are kept, and their bytes in all. */
export const POST_ANSWERS_KEPT = { entries: 300, bytes: 32 * 1024 * 1024 };

/**
 * GET /api/post/getposts (and the spec's spelling getPosts): the public article list,
 * one article by slug or id, a writer's articles, search, category and media filters.
 * Answers {posts, totalPosts}; totalPosts counts every match, not just this page.
 */
export async function postReadRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const posts = new PostReadRepository(deps.db);
  const answers = new JsonReadCache(deps.dataVersions, 'posts', deps.clock, POST_ANSWERS_KEPT);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parsePostListQuery((request.query ?? {}) as Record<string, unknown>);
    const body = await answers.json(JSON.stringify(query), async () => {
      const { rows, total } = await posts.list(query);
      return { value: { posts: rows.map(toPostJson), totalPosts: total } };
    });
    return reply.type(JSON_CONTENT_TYPE).send(body);
  };
  app.get('/api/post/getposts', handler);
  app.get('/api/post/getPosts', handler);
}
