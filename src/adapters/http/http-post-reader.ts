import type { ApiClient } from './api-client';
import { contentApi } from '../../core/contracts/api/content-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { BlogPost, PostCard } from '../../core/domain/blog-post';
import type { PostPageAnswer } from '../../core/contracts/api/content-api';
import type { PostPage, PostQuery, PostReader } from '../../core/ports/blog/post-reader';
import { articleCallError } from './article-call-error';

export class HttpPostReader implements PostReader {
  constructor(private readonly http: ApiClient) {}

  async list(query: PostQuery): Promise<PostPage> {
    const params: Record<string, string> = {};
    if (query.searchTerm?.trim()) params.searchTerm = query.searchTerm.trim();
    if (query.categoryId) params.category = query.categoryId;
    if (query.mediaOnly) params.media = 'true';
    if (query.startIndex !== undefined) params.startIndex = String(query.startIndex);
    if (query.limit !== undefined) params.limit = String(query.limit);
    const page = await this.get<PostCard>(params);
    return { posts: page.posts, totalPosts: Number(page.totalPosts) || page.posts.length };
  }

  async bySlug(slug: string): Promise<BlogPost | null> {
    const page = await this.get<BlogPost>({ slug, limit: '1' });
    return page.posts[0] ?? null;
  }

  /** a page of cards, or of whole articles when the query names one by its slug */
  private async get<Post extends BlogPost | PostCard>(params: Record<string, string>): Promise<PostPageAnswer<Post>> {
    try {
      const { data } = await this.http.get<PostPageAnswer<Post>>(urlOf(contentApi.listPosts), { params });
      if (!data || !Array.isArray(data.posts)) throw new Error();
      return data;
    } catch (error) {
      throw articleCallError(error);
    }
  }
}
