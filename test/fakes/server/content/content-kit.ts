import { contentUseCases, type ContentUseCases } from '../../../../server/modules/content';
import { FakeServerClock } from '../../../server/support/fake-server-clock';
import { InMemoryCategoryStore } from './in-memory-category-store';
import { InMemoryFileStorage } from './in-memory-file-storage';
import { InMemoryPostReads } from './in-memory-post-reads';
import { InMemoryPostSlugs } from './in-memory-post-slugs';
import { InMemoryPostStore } from './in-memory-post-store';
import { InMemoryPostVersions } from './in-memory-post-versions';
import { MagicByteImageKinds } from './magic-byte-image-kinds';

export const ADMIN_ID = 'admin-1';
export const OTHER_ADMIN_ID = 'admin-2';

/**
 * The content module's use cases on fakes alone: articles, categories and files in memory,
 * images told by their signatures, and a clock the test moves.
 */
export function contentKit(now = '2026-11-22T08:30:00Z') {
  const clock = new FakeServerClock(now);
  const posts = new InMemoryPostStore();
  const categories = new InMemoryCategoryStore(posts);
  const postReads = new InMemoryPostReads(posts, categories);
  const files = new InMemoryFileStorage();
  const slugs = new InMemoryPostSlugs(posts);
  const versions = new InMemoryPostVersions();
  const useCases: ContentUseCases = contentUseCases(
    { posts, postReads, categories, slugs, versions, images: new MagicByteImageKinds() },
    { files, clock },
  );
  return {
    clock,
    posts,
    categories,
    postReads,
    slugs,
    versions,
    files,
    useCases,
    /** a category straight in the store, answering its id */
    async category(title: string): Promise<string> {
      const saved = await categories.create(title, clock.now());
      if (!('category' in saved)) throw new Error(`category "${title}" not created`);
      return saved.category.id;
    },
  };
}

export type ContentKit = ReturnType<typeof contentKit>;
