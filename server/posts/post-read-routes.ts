import type { FastifyInstance } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { parsePostListQuery } from './post-list-query';
import { PostReadRepository } from './post-read-repository';
import { toPostJson } from './post-json';

/**
 * GET /api/post/getposts (and the spec's spelling getPosts): the public article list,
 * one article by slug or id, a writer's articles, search, category and media filters.
 * Answers {posts, totalPosts}; totalPosts counts every match, not just this page.
 */
export async function postReadRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const posts = new PostReadRepository(deps.db);
  const handler = async (request: { query: unknown }) => {
    const query = parsePostListQuery((request.query ?? {}) as Record<string, unknown>);
    const { rows, total } = await posts.list(query);
    return { posts: rows.map(toPostJson), totalPosts: total };
  };
  app.get('/api/post/getposts', handler);
  app.get('/api/post/getPosts', handler);
}
