import type { CategoryStore } from './category-store';
import type { ImageKinds } from './image-kinds';
import type { PostReads } from './post-reads';
import type { PostStore } from './post-store';

/** The content module's ports, as the composition root fills them. */
export interface ContentPorts {
  posts: PostStore;
  postReads: PostReads;
  categories: CategoryStore;
  /** what an uploaded file is, by its bytes */
  images: ImageKinds;
}
