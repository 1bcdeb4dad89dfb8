import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '../../src/core/domain/image-rules';
import { MAX_POST_TITLE_LENGTH, POST_FIELD_MESSAGES } from '../../src/core/domain/post-rules';
import { searchTextFor, plainTextOfHtml } from '../../src/core/domain/search-text';
import type { ServerDependencies } from '../server-dependencies';
import type { AppDatabase } from '../db/database';
import type { Insertable } from 'kysely';
import type { PostRow, PostsTable, UserRow } from '../db/schema';
import { requireAdmin } from '../auth/current-user';
import { badRequest, forbidden, notFound } from '../http/api-error';
import { isUuid } from '../http/ids';
import { isUniqueViolation } from '../db/postgres-errors';
import { imageExtensionOf } from './article-image';
import { readPostForm, type PostForm } from './post-form';
import { plainTitle, sanitizeArticleHtml } from './sanitize-article';
import { firstFreeSlug, slugFromTitle } from './post-slug';

export const POST_MESSAGES = {
  created: 'مقاله با موفقیت منتشر شد',
  updated: 'مقاله با موفقیت بروزرسانی شد',
  deleted: 'مقاله با موفقیت حذف شد',
  notFound: 'مقاله پیدا نشد',
  titleRequired: POST_FIELD_MESSAGES.titleRequired,
  titleTooLong: POST_FIELD_MESSAGES.titleTooLong,
  categoryRequired: POST_FIELD_MESSAGES.categoryRequired,
  categoryNotFound: 'دسته بندی انتخاب‌شده پیدا نشد',
  contentRequired: POST_FIELD_MESSAGES.contentRequired,
  notYourAccount: 'فقط با شناسه حساب خودتان می‌توانید مقاله را تغییر دهید',
  notYourPost: 'این مقاله متعلق به شما نیست',
} as const;

const SLUG_ATTEMPTS = 5;
/** An article's HTML may be long; a field over this is refused, never cut. */
const MAX_FIELD_BYTES = 1024 * 1024;

async function checkedCategoryId(db: AppDatabase, raw: string): Promise<string> {
  const id = raw.trim();
  if (id === '') throw badRequest(POST_MESSAGES.categoryRequired);
  const found = isUuid(id) ? await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst() : undefined;
  if (!found) throw badRequest(POST_MESSAGES.categoryNotFound);
  return found.id;
}

function checkedTitle(raw: string): string {
  const title = plainTitle(raw);
  if (title === '') throw badRequest(POST_MESSAGES.titleRequired);
  if ([...title].length > MAX_POST_TITLE_LENGTH) throw badRequest(POST_MESSAGES.titleTooLong);
  return title;
}

function checkedContent(raw: string): string {
  const content = sanitizeArticleHtml(raw);
  if (plainTextOfHtml(content) === '') throw badRequest(POST_MESSAGES.contentRequired);
  return content;
}

const isChecked = (raw: string | undefined) => raw === 'true' || raw === 'on' || raw === '1';

/** The signed-in admin may act only as themselves, and only on their own (or ownerless demo) articles. */
async function ownPost(db: AppDatabase, request: FastifyRequest<{ Params: { postId: string; userId: string } }>): Promise<PostRow> {
  const user = request.user as UserRow;
  if (request.params.userId !== user.id) throw forbidden(POST_MESSAGES.notYourAccount);
  const { postId } = request.params;
  const post = isUuid(postId) ? await db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirst() : undefined;
  if (!post) throw notFound(POST_MESSAGES.notFound);
  if (post.user_id !== null && post.user_id !== user.id) throw forbidden(POST_MESSAGES.notYourPost);
  return post;
}

/** Stores a checked image, runs the write, and removes the new file again if the write fails. */
async function withStoredImage<T>(deps: ServerDependencies, image: Buffer | null, write: (path: string | null) => Promise<T>): Promise<T> {
  const path = image ? await deps.files.save('posts', await imageExtensionOf(image), image) : null;
  try {
    return await write(path);
  } catch (error) {
    if (path) await deps.files.remove(path);
    throw error;
  }
}

async function insertWithFreeSlug(db: AppDatabase, base: string, values: Omit<Insertable<PostsTable>, 'slug'>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const taken = await db.selectFrom('posts').select('slug').where('slug', 'like', `${base}%`).execute();
    const slug = firstFreeSlug(base, new Set(taken.map((row) => row.slug)));
    try {
      await db.insertInto('posts').values({ ...values, slug }).execute();
      return slug;
    } catch (error) {
      // Someone took the same slug between our read and our insert: look again.
      if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

export async function postWriteRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const { db } = deps;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12, fieldSize: MAX_FIELD_BYTES },
    });

    scope.post('/api/post/create', { preHandler: requireAdmin }, async (request, reply) => {
      const form: PostForm = await readPostForm(request);
      const title = checkedTitle(form.fields.title ?? '');
      const categoryId = await checkedCategoryId(db, form.fields.category ?? '');
      const content = checkedContent(form.fields.content ?? '');
      const now = deps.clock.now();
      const slug = await withStoredImage(deps, form.image, (image) =>
        insertWithFreeSlug(db, slugFromTitle(title), {
          user_id: (request.user as UserRow).id,
          title,
          image,
          category_id: categoryId,
          content,
          in_media: isChecked(form.fields.inMedia),
          search_text: searchTextFor(title, content),
          created_at: now,
          updated_at: now,
        }),
      );
      return reply.status(201).send({ success: true, message: POST_MESSAGES.created, slug });
    });

    scope.put<{ Params: { postId: string; userId: string } }>(
      '/api/post/updatepost/:postId/:userId',
      { preHandler: requireAdmin },
      async (request) => {
        const post = await ownPost(db, request);
        const form = await readPostForm(request);
        const { title: rawTitle, category, content: rawContent, inMedia } = form.fields;
        // Only the fields sent non-empty change (spec section 7); the slug never does, so links stay valid.
        const title = rawTitle?.trim() ? checkedTitle(rawTitle) : post.title;
        const categoryId = category?.trim() ? await checkedCategoryId(db, category) : post.category_id;
        const content = rawContent?.trim() ? checkedContent(rawContent) : post.content;
        await withStoredImage(deps, form.image, async (image) => {
          await db
            .updateTable('posts')
            .set({
              title,
              category_id: categoryId,
              content,
              image: image ?? post.image,
              in_media: inMedia?.trim() ? isChecked(inMedia) : post.in_media,
              search_text: searchTextFor(title, content),
              updated_at: deps.clock.now(),
            })
            .where('id', '=', post.id)
            .execute();
        });
        if (form.image && post.image) await deps.files.remove(post.image);
        return { success: true, message: POST_MESSAGES.updated, slug: post.slug };
      },
    );

    scope.delete<{ Params: { postId: string; userId: string } }>(
      '/api/post/deletepost/:postId/:userId',
      { preHandler: requireAdmin },
      async (request) => {
        const post = await ownPost(db, request);
        await db.deleteFrom('posts').where('id', '=', post.id).execute();
        if (post.image) await deps.files.remove(post.image);
        return { success: true, message: POST_MESSAGES.deleted };
      },
    );
  });
}
