import type { ApiClient } from './api-client';
import { contentApi } from '../../core/contracts/api/content-api';
import { urlOf } from '../../core/contracts/endpoint';
import { ARTICLE_DEFAULT_ERROR, NO_ANSWER_FROM_SERVER } from '../../core/domain/admin-content-messages';
import type {
  AdminPost,
  AdminPostRepository,
  AutosaveAnswer,
  AutosaveFields,
  PostChanges,
  PostDraft,
  SavedPost,
} from '../../core/ports/blog/admin-post-repository';
import { isHttpError } from './api-client';
import { requestFailureFrom } from './request-failure-from';

interface PostsAnswer {
  posts?: AdminPost[];
}

const PUBLISHING_FIELDS = ['state', 'publishDate', 'publishTime', 'coverAlt', 'seoTitle', 'seoDescription'] as const;

/** The autosave's JSON: the form's text, the flag as the form sends it. */
function autosaveBody(postId: string | null, fields: AutosaveFields): Record<string, string> {
  const body: Record<string, string> = {
    title: fields.title,
    category: fields.category,
    content: fields.content,
    inMedia: String(fields.inMedia),
  };
  for (const name of ['coverAlt', 'seoTitle', 'seoDescription', 'slug'] as const) {
    const value = fields[name];
    if (value !== undefined) body[name] = value;
  }
  if (postId) body.postId = postId;
  return body;
}

function formOf(fields: PostChanges): FormData {
  const form = new FormData();
  if (fields.title !== undefined) form.append('title', fields.title);
  if (fields.category !== undefined) form.append('category', fields.category);
  if (fields.content !== undefined) form.append('content', fields.content);
  if (fields.inMedia !== undefined) form.append('inMedia', String(fields.inMedia));
  if (fields.slug !== undefined) form.append('slug', fields.slug);
  for (const name of PUBLISHING_FIELDS) {
    const value = fields[name];
    if (value !== undefined) form.append(name, value);
  }
  if (fields.image) form.append('image', fields.image as unknown as Blob, fields.image.name);
  return form;
}

/** The article calls of spec section 7, with its error rule for every non-OK answer. */
export class HttpAdminPostRepository implements AdminPostRepository {
  /** apiHost: where a save sent while the page goes away is addressed (fetch with keepalive, not axios) */
  constructor(
    private readonly http: ApiClient,
    private readonly apiHost = '',
  ) {}

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

  async autosave(postId: string | null, fields: AutosaveFields, leaving = false): Promise<AutosaveAnswer> {
    const path = urlOf(contentApi.autosaveDraft);
    const body = autosaveBody(postId, fields);
    if (leaving) {
      await fetch(`${this.apiHost}${path}`, {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        keepalive: true,
      });
      return { kind: 'saved', postId: postId ?? '', slug: '' };
    }
    try {
      const { data } = await this.http.put<{ postId: string; slug: string }>(path, body);
      return { kind: 'saved', postId: data.postId, slug: data.slug };
    } catch (error) {
      if (isHttpError(error) && error.response?.status === 409) return { kind: 'published' };
      throw requestFailureFrom(error, ARTICLE_DEFAULT_ERROR, NO_ANSWER_FROM_SERVER);
    }
  }
}
