import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentApi } from '../../../../src/core/contracts/api/content-api';
import { queryOf } from '../../../http/contract-input';
import { sendKeptJson, type KeptAnswers } from '../../../http/json-read-cache';
import { KeptAtVersion } from '../../../http/kept-at-version';
import { namesOwnArticles, postListQuery } from '../domain/post-list-query';
import { answerPrivately } from '../../../http/private-answers';
import type { ContentUseCases } from '../use-cases/content-use-cases';
import { answeredMovedSlug } from './old-slug-routes';

/** Distinct queries (searches, pages, filters) whose answers are kept, and their bytes in all. */
export const POST_ANSWERS_KEPT = { entries: 300, bytes: 32 * 1024 * 1024 };

/** Distinct lists (filters and searches, whatever the page) whose counts are kept. */
export const POST_COUNTS_KEPT = 1000;

/**
 * GET /api/post/getposts (and the spec's spelling getPosts): answers {posts, totalPosts}, kept
 * until an article changes. Visitors read published articles only. A list's count is kept apart
 * from its pages, so a page never asked before reads its nine articles, not the whole blog.
 */
export function postReadRoutes(useCases: ContentUseCases) {
  return async (app: FastifyInstance, kept: KeptAnswers): Promise<void> => {
    const answers = kept.keep('posts', POST_ANSWERS_KEPT);
    const counts = new KeptAtVersion<number>(POST_COUNTS_KEPT);
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const asked = postListQuery(queryOf(contentApi.listPosts, request.query));
      if (await answeredMovedSlug(useCases.findCurrentSlug, asked.slug, request, reply)) return reply;
      // the admin reads their drafts and scheduled articles by name or in their own list; the public list never holds them
      const writer = request.user?.is_admin === true && namesOwnArticles(asked, request.user.id);
      if (writer) answerPrivately(request, reply);
      const query = { ...asked, withUnpublished: writer };
      const answer = await answers.answer(JSON.stringify(query), async (version) => ({
        value: await useCases.listPosts.execute(query, (filter, count) => counts.get(version, filter, count)),
      }));
      return sendKeptJson(request, reply, answer);
    };
    app.get(contentApi.listPosts.path, handler);
    app.get(contentApi.listPostsFirstPage.path, handler);
  };
}
