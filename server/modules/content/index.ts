/**
 * The content module's public entry: the blog's articles and their categories, the feeds and
 * the articles' page titles. Other modules and the composition root reach it only through here.
 */
import type { FastifyInstance } from 'fastify';
import { keptAnswersOn } from '../../http/json-read-cache';
import type { DataVersions } from '../../http/data-versions';
import type { PageMetaProvider } from '../../http/page-meta';
import type { Clock } from '../../ports/clock';
import type { Uploads } from '../../ports/file-storage';
import type { SiteProfileSource } from '../../ports/site-profile-source';
import type { ContentPorts } from './ports/content-ports';
import { ReadFeeds } from './use-cases/read-feeds';
import { ReadPublishedArticle } from './use-cases/read-published-article';
import { articlePageMeta as articleMetaOf } from './http/post-page-meta';
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

export type { ContentPorts };
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
export { blogListPageMeta } from './http/post-page-meta';

/** What the module takes from the server's dependencies (the server gives all of them). */
export interface ContentDeps {
  content: ContentPorts;
  files: Uploads;
  clock: Clock;
  /** what the article list's kept answers check before they are sent again */
  dataVersions: DataVersions;
  config: { publicUrl: string };
  /** the site's name and description in the feed */
  siteProfile: SiteProfileSource;
}

/** /post/{slug} and /media/{slug}: the article's own title, description and cover in the page's HTML. */
export function articlePageMeta(deps: Pick<ContentDeps, 'content' | 'config'>): PageMetaProvider {
  return articleMetaOf(new ReadPublishedArticle(deps.content.postReads), deps.config.publicUrl);
}

/** Every route of the module: the article list, the admin's article and category writes, the feeds. */
export async function contentModuleRoutes(app: FastifyInstance, deps: ContentDeps): Promise<void> {
  const useCases = contentUseCases(deps.content, { files: deps.files, clock: deps.clock });
  const kept = keptAnswersOn(deps.dataVersions, deps.clock);
  await postReadRoutes(useCases)(app, kept);
  await postWriteRoutes(useCases)(app);
  await categoryRoutes(useCases)(app, kept);
  await autosaveRoutes(useCases)(app);
  await articleImageRoutes(useCases)(app);
  await postVersionRoutes(useCases)(app);
  await feedRoutes(new ReadFeeds(deps.content.postReads, deps.siteProfile, deps.clock), deps.config.publicUrl)(app);
  await oldSlugRoutes(useCases.findCurrentSlug)(app);
}

/** How often the job runner looks for scheduled articles that are due. */
export const PUBLISH_DUE_EVERY_MS = 30 * 1000;

/** The module's jobs, for the server's job runner: scheduled articles go out at their time. */
export function contentJobs(useCases: ContentUseCases, everyMs = PUBLISH_DUE_EVERY_MS): Job[] {
  return [{ name: 'publish-scheduled-posts', everyMs, run: () => useCases.publishDuePosts.execute() }];
}
