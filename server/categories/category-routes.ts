import type { FastifyInstance } from 'fastify';
import { categoryTitleError } from '../../src/core/domain/category-rules';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import type { ServerDependencies } from '../server-dependencies';
import { requireAdmin } from '../auth/current-user';
import { badRequest, conflict, notFound } from '../http/api-error';
import { isUuid } from '../http/ids';
import { isForeignKeyViolation, isUniqueViolation } from '../db/postgres-errors';
import { toCategoryJson } from './category-json';

export const CATEGORY_MESSAGES = {
  created: 'دسته بندی با موفقیت اضافه شد',
  updated: 'دسته بندی با موفقیت ویرایش شد',
  deleted: 'دسته بندی با موفقیت حذف شد',
  notFound: 'دسته بندی پیدا نشد',
  duplicate: 'دسته بندی با این عنوان از قبل وجود دارد',
  tooLong: 'عنوان دسته بندی نباید بیشتر از ۶۰ کاراکتر باشد',
  inUse: (count: number) => `این دسته بندی در ${toPersianDigits(count)} مقاله استفاده شده است و تا وقتی مقاله ای به آن تعلق دارد حذف نمی‌شود`,
} as const;

const MAX_TITLE_LENGTH = 60;

/** The title from a request body, checked by the one shared rule; throws a Persian 400 otherwise. */
function validTitle(body: unknown): string {
  const raw = typeof body === 'object' && body !== null ? (body as { title?: unknown }).title : undefined;
  const title = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  const error = categoryTitleError(title);
  if (error) throw badRequest(error);
  if ([...title].length > MAX_TITLE_LENGTH) throw badRequest(CATEGORY_MESSAGES.tooLong);
  return title;
}

/** GET is public (the blog filters by category); every change is the admin's. */
export async function categoryRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const { db } = deps;

  app.get('/api/postcategory/getAllCategories', async () => {
    const rows = await db.selectFrom('categories').select(['id', 'title', 'updated_at']).orderBy('created_at', 'desc').orderBy('id').execute();
    return { categories: rows.map(toCategoryJson) };
  });

  app.post('/api/postcategory/createCategory', { preHandler: requireAdmin }, async (request, reply) => {
    const title = validTitle(request.body);
    const now = deps.clock.now();
    try {
      const row = await db.insertInto('categories').values({ title, created_at: now, updated_at: now }).returning(['id', 'title', 'updated_at']).executeTakeFirstOrThrow();
      return reply.status(201).send({ success: true, message: CATEGORY_MESSAGES.created, category: toCategoryJson(row) });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CATEGORY_MESSAGES.duplicate);
      throw error;
    }
  });

  app.put<{ Params: { id: string } }>('/api/postcategory/updateCategory/:id', { preHandler: requireAdmin }, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(CATEGORY_MESSAGES.notFound);
    const title = validTitle(request.body);
    try {
      const row = await db
        .updateTable('categories')
        .set({ title, updated_at: deps.clock.now() })
        .where('id', '=', id)
        .returning(['id', 'title', 'updated_at'])
        .executeTakeFirst();
      if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
      return { success: true, message: CATEGORY_MESSAGES.updated, category: toCategoryJson(row) };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CATEGORY_MESSAGES.duplicate);
      throw error;
    }
  });

  app.delete<{ Params: { id: string } }>('/api/postcategory/deleteCategory/:id', { preHandler: requireAdmin }, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(CATEGORY_MESSAGES.notFound);
    const usage = await db.selectFrom('posts').select((eb) => eb.fn.countAll<string>().as('count')).where('category_id', '=', id).executeTakeFirstOrThrow();
    const inUse = Number(usage.count);
    if (inUse > 0) throw conflict(CATEGORY_MESSAGES.inUse(inUse));
    try {
      const deleted = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound(CATEGORY_MESSAGES.notFound);
    } catch (error) {
      // An article written between the count and the delete: the foreign key refuses, and so do we.
      if (isForeignKeyViolation(error)) throw conflict(CATEGORY_MESSAGES.inUse(1));
      throw error;
    }
    return { success: true, message: CATEGORY_MESSAGES.deleted };
  });
}
