/**
 * The content module's public entry: the blog's articles and their categories, the feeds and
 * the articles' page titles. Other modules and the composition root reach it only through here.
 */
import type { FastifyInstance } from 'fastify';
import { keptAnswersOn } from '../../http/json-read-cache';
import type { ContentRouteDeps } from './http/content-route-deps';
import { categoryRoutes } from './http/category-routes';
import { feedRoutes } from './http/feed-routes';
import { oldSlugRoutes } from './http/old-slug-routes';
import { postReadRoutes } from './http/post-read-routes';
import { postWriteRoutes } from './http/post-write-routes';
import { autosaveRoutes } from './http/autosave-routes';
import { articleImageRoutes } from './http/article-image-routes';
import { postVersionRoutes } from './http/post-version-routes';
import type { Job } from '../../jobs/job-runner';
import { contentUseCases, type ContentUseCases } from './use-cases/content-use-cases';

export type { ContentPorts } from './ports/content-ports';
export { contentUseCases, type ContentUseCases } from './use-cases/content-use-cases';
export type { PostStore, StoredPost, NewPost, PostFields, PostPublishing } from './ports/post-store';
export type { PostReads } from './ports/post-reads';
export type { PostSlugs } from './ports/post-slugs';
export { VERSIONS_LISTED, type PostVersions, type PostVersion, type VersionedText, type VersionReason } from './ports/post-versions';
export type { DiffPart } from './domain/version-diff';
export type { CategoryStore, Category, CategorySave, CountedCategory, CountedFor } from './ports/category-store';
export type { ImageKinds } from './ports/image-kinds';
export { postListQuery, type PostListQuery } from './domain/post-list-query';
export { plainTitle } from './domain/sanitize-article';
export { articlePageMeta, blogListPageMeta } from './http/post-page-meta';

/** Every route of the module: the article list, the admin's article and category writes, the feeds. */
export async function contentModuleRoutes(app: FastifyInstance, deps: ContentRouteDeps): Promise<void> {
  const useCases = contentUseCases(deps.content, { files: deps.files, clock: deps.clock });
  await postReadRoutes(useCases)(app, deps);
  await postWriteRoutes(useCases)(app);
  await categoryRoutes(useCases)(app, keptAnswersOn(deps.dataVersions, deps.clock));
  await autosaveRoutes(useCases)(app);
  await articleImageRoutes(useCases)(app);
  await postVersionRoutes(useCases)(app);
  await feedRoutes(app, deps);
  await oldSlugRoutes(deps.content.slugs)(app);
}

/** How often the job runner looks for scheduled articles that are due. */
export const PUBLISH_DUE_EVERY_MS = 30 * 1000;

/** The module's jobs, for the server's job runner: scheduled articles go out at their time. */
export function contentJobs(useCases: ContentUseCases, everyMs = PUBLISH_DUE_EVERY_MS): Job[] {
  return [{ name: 'publish-scheduled-posts', everyMs, run: () => useCases.publishDuePosts.execute() }];
}
