import type { CategoryStore } from './category-store';
import type { ImageKinds } from './image-kinds';
import type { PostReads } from './post-reads';
import type { PostSlugs } from './post-slugs';
import type { PostStore } from './post-store';
import type { PostVersions } from './post-versions';

/** The content module's ports, as the composition root fills them. */
export interface ContentPorts {
  posts: PostStore;
  postReads: PostReads;
  categories: CategoryStore;
  /** every address an article has had */
  slugs: PostSlugs;
  /** every article's earlier versions */
  versions: PostVersions;
  /** what an uploaded file is, by its bytes */
  images: ImageKinds;
}
