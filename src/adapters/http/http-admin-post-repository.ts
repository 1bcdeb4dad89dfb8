import type { ApiClient } from './api-client';
import { contentApi } from '../../core/contracts/api/content-api';
import { urlOf } from '../../core/contracts/endpoint';
import { ARTICLE_DEFAULT_ERROR, NO_ANSWER_FROM_SERVER } from '../../core/domain/admin-content-messages';
import type { AdminPost, AdminPostRepository, PostChanges, PostDraft, SavedPost } from '../../core/ports/admin-post-repository';
import { requestFailureFrom } from './request-failure-from';

interface PostsAnswer {
  posts?: AdminPost[];
}

function formOf(fields: PostChanges): FormData {
  const form = new FormData();
  if (fields.title !== undefined) form.append('title', fields.title);
  if (fields.category !== undefined) form.append('category', fields.category);
  if (fields.content !== undefined) form.append('content', fields.content);
  if (fields.inMedia !== undefined) form.append('inMedia', String(fields.inMedia));
  if (fields.image) form.append('image', fields.image as unknown as Blob, fields.image.name);
  return form;
}

/** The article calls of spec section 7, with its error rule for every non-OK answer. */
export class HttpAdminPostRepository implements AdminPostRepository {
  constructor(private readonly http: ApiClient) {}

  private async call<T>(request: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await request()).data;
    } catch (error) {
      throw requestFailureFrom(error, ARTICLE_DEFAULT_ERROR, NO_ANSWER_FROM_SERVER);
    }
  }

  async listByUser(userId: string, startIndex: number): Promise<AdminPost[]> {
    // The spec names the first page's call getPosts and the next pages' getposts.
    const path = urlOf(startIndex === 0 ? contentApi.listPostsFirstPage : contentApi.listPosts);
    const params = startIndex === 0 ? { userId } : { userId, startIndex };
    const answer = await this.call(() => this.http.get<PostsAnswer>(path, { params }));
    return answer.posts ?? [];
  }

  async get(postId: string): Promise<AdminPost | null> {
    const answer = await this.call(() => this.http.get<PostsAnswer>(urlOf(contentApi.listPosts), { params: { postId } }));
    return answer.posts?.[0] ?? null;
  }

  create(draft: PostDraft): Promise<SavedPost> {
    return this.call(() => this.http.post<SavedPost>(urlOf(contentApi.publishPost), formOf(draft)));
  }

  update(postId: string, userId: string, changes: PostChanges): Promise<SavedPost> {
    return this.call(() => this.http.put<SavedPost>(urlOf(contentApi.updatePost, { postId, userId }), formOf(changes)));
  }

  async remove(postId: string, userId: string): Promise<void> {
    await this.call(() => this.http.delete(urlOf(contentApi.deletePost, { postId, userId })));
  }
}
