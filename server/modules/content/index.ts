/**
 * The content module's public entry: the blog's articles and their categories, the feeds and
 * the articles' page titles. Other modules and the composition root reach it only through here.
 */
import type { FastifyInstance } from 'fastify';
import type { ContentRouteDeps } from './http/content-route-deps';
import { categoryRoutes } from './http/category-routes';
import { feedRoutes } from './http/feed-routes';
import { postReadRoutes } from './http/post-read-routes';
import { postWriteRoutes } from './http/post-write-routes';
import { contentUseCases } from './use-cases/content-use-cases';

export type { ContentPorts } from './ports/content-ports';
export { contentUseCases, type ContentUseCases } from './use-cases/content-use-cases';
export type { PostStore, StoredPost, NewPost, PostFields } from './ports/post-store';
export type { PostReads } from './ports/post-reads';
export type { CategoryStore, Category, CategorySave } from './ports/category-store';
export type { ImageKinds } from './ports/image-kinds';
export { postListQuery, type PostListQuery } from './domain/post-list-query';
export { ContentRefusal } from './use-cases/refusal';
export { articlePageMeta, blogListPageMeta } from './http/post-page-meta';

/** Every route of the module: the article list, the admin's article and category writes, the feeds. */
export async function contentModuleRoutes(app: FastifyInstance, deps: ContentRouteDeps): Promise<void> {
  const useCases = contentUseCases(deps.content, { files: deps.files, clock: deps.clock });
  await postReadRoutes(useCases)(app, deps);
  await postWriteRoutes(useCases)(app);
  await categoryRoutes(useCases, deps.content.categories)(app);
  await feedRoutes(app, deps);
}
