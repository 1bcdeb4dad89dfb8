import type { FastifyInstance } from 'fastify';
import { contentApi } from '../../../../src/core/contracts/api/content-api';
import { requireAdmin } from '../../../http/session-guards';
import { notFound } from '../../../http/api-error';
import { bodyOf, queryOf } from '../../../http/contract-input';
import { answerPrivately } from '../../../http/private-answers';
import { sendKeptJson, type KeptAnswers } from '../../../http/json-read-cache';
import { isUuid } from '../../../http/ids';
import { CATEGORY_MESSAGES } from '../content-messages';
import type { ContentUseCases } from '../use-cases/content-use-cases';
import { categoryJson, countedCategoryJson } from './category-json';
import { answering } from '../../../http/answering';

/** A category's id from the address; anything but a UUID names none. */
function categoryId(id: string): string {
  if (!isUuid(id)) throw notFound(CATEGORY_MESSAGES.notFound);
  return id;
}

/** GET is public (the blog filters by category); every change is the admin's. */
export function categoryRoutes(useCases: ContentUseCases) {
  return async (app: FastifyInstance, kept: KeptAnswers): Promise<void> => {
    // every blog page asks for the categories with their counts, which change only with the articles
    const lists = kept.keep('posts', { entries: 2, bytes: 1024 * 1024 });
    app.get(contentApi.listCategories.path, async (request, reply) => {
      // the admin's counts include drafts and scheduled articles: theirs alone
      const countedFor = request.user?.is_admin === true ? 'admin' : 'visitor';
      if (countedFor === 'admin') answerPrivately(request, reply);
      const answer = await lists.answer(countedFor, async () => ({
        value: { categories: (await useCases.listCategories.execute(countedFor)).map(countedCategoryJson) },
      }));
      return sendKeptJson(request, reply, answer);
    });

    app.post(contentApi.createCategory.path, { preHandler: requireAdmin }, async (request, reply) => {
      const { title } = bodyOf(contentApi.createCategory, request.body);
      const category = await answering(() => useCases.createCategory.execute({ title }));
      return reply.status(201).send({ success: true, message: CATEGORY_MESSAGES.created, category: categoryJson(category) });
    });

    app.put<{ Params: { id: string } }>(contentApi.updateCategory.path, { preHandler: requireAdmin }, async (request) => {
      const id = categoryId(request.params.id);
      const { title } = bodyOf(contentApi.updateCategory, request.body);
      const category = await answering(() => useCases.renameCategory.execute({ id, title }));
      return { success: true, message: CATEGORY_MESSAGES.updated, category: categoryJson(category) };
    });

    app.delete<{ Params: { id: string } }>(contentApi.deleteCategory.path, { preHandler: requireAdmin }, async (request) => {
      const id = categoryId(request.params.id);
      const { moveTo } = queryOf(contentApi.deleteCategory, request.query);
      await answering(() => useCases.deleteCategory.execute({ id, moveTo }));
      return { success: true, message: CATEGORY_MESSAGES.deleted };
    });
  };
}
