import type { PostCard } from '../../domain/blog-post';
import { ARTICLE_PAGE_SIZE } from '../../domain/limits';
import type { PostQuery, PostReader } from '../../ports/blog/post-reader';

export interface PostPageRequest {
  query: Omit<PostQuery, 'startIndex' | 'limit'>;
  /** how many articles are already shown: the next page starts there */
  loaded: number;
}

export interface LoadedPostPage {
  posts: PostCard[];
  /** false once a page returns fewer than a page's worth (spec section 9) */
  hasMore: boolean;
}

/** One page of the blog list, starting after what is already shown. */
export class LoadPostPage {
  constructor(private readonly reader: PostReader) {}

  async execute({ query, loaded }: PostPageRequest): Promise<LoadedPostPage> {
    const page = await this.reader.list({ ...query, startIndex: loaded, limit: ARTICLE_PAGE_SIZE });
    return { posts: page.posts, hasMore: page.posts.length >= ARTICLE_PAGE_SIZE };
  }
}
