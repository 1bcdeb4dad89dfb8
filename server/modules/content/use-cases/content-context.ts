import type { Clock } from '../../../ports/clock';
import type { Uploads } from '../../../ports/file-storage';
import type { CategoryStore } from '../ports/category-store';
import type { ImageKinds } from '../ports/image-kinds';
import type { PostReads } from '../ports/post-reads';
import type { PostSlugs } from '../ports/post-slugs';
import type { PostStore } from '../ports/post-store';
import type { PostVersions } from '../ports/post-versions';

/** What the content use cases work with: the stores, the uploaded files and the time. */
export interface ContentContext {
  posts: PostStore;
  postReads: PostReads;
  categories: CategoryStore;
  slugs: PostSlugs;
  versions: PostVersions;
  files: Uploads;
  images: ImageKinds;
  clock: Clock;
}
