import type { ApiClient } from './api-client';
import { contentApi } from '../../core/contracts/api/content-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { BlogPost } from '../../core/domain/blog-post';
import type { PostPage, PostQuery, PostReader } from '../../core/ports/post-reader';
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
    return this.get(params);
  }

  async bySlug(slug: string): Promise<BlogPost | null> {
    const page = await this.get({ slug, limit: '1' });
    return page.posts[0] ?? null;
  }

  private async get(params: Record<string, string>): Promise<PostPage> {
    try {
      const { data } = await this.http.get<PostPage>(urlOf(contentApi.listPosts), { params });
      if (!data || !Array.isArray(data.posts)) throw new Error();
      return { posts: data.posts, totalPosts: Number(data.totalPosts) || data.posts.length };
    } catch (error) {
      throw articleCallError(error);
    }
  }
}
