import type {
  AdminPost,
  AdminPostRepository,
  AutosaveAnswer,
  AutosaveFields,
  PostChanges,
  PostDraft,
  SavedPost,
} from '../../src/core/ports/blog/admin-post-repository';
import { ARTICLE_PAGE_SIZE } from '../../src/core/domain/limits';

/** Keeps articles in memory; set `failWith` to make the next calls throw, `saveAnswer` to answer a save. */
export class FakeAdminPostRepository implements AdminPostRepository {
  listCalls: Array<{ userId: string; startIndex: number }> = [];
  created: PostDraft[] = [];
  updated: Array<{ postId: string; userId: string; changes: PostChanges }> = [];
  removed: Array<{ postId: string; userId: string }> = [];
  failWith: Error | null = null;
  saveAnswer: SavedPost | null = null;
  autosaved: Array<{ postId: string | null; fields: AutosaveFields; leaving: boolean }> = [];

  constructor(public posts: AdminPost[] = []) {}

  private check(): void {
    if (this.failWith) throw this.failWith;
  }

  async listByUser(userId: string, startIndex: number): Promise<AdminPost[]> {
    this.listCalls.push({ userId, startIndex });
    this.check();
    return this.posts.slice(startIndex, startIndex + ARTICLE_PAGE_SIZE);
  }

  async get(postId: string): Promise<AdminPost | null> {
    this.check();
    return this.posts.find((post) => post._id === postId) ?? null;
  }

  async create(draft: PostDraft): Promise<SavedPost> {
    this.created.push(draft);
    this.check();
    return this.saveAnswer ?? { success: true, message: 'مقاله با موفقیت منتشر شد', slug: `slug-${this.created.length}` };
  }

  async update(postId: string, userId: string, changes: PostChanges): Promise<SavedPost> {
    this.updated.push({ postId, userId, changes });
    this.check();
    const post = this.posts.find((candidate) => candidate._id === postId);
    return this.saveAnswer ?? { success: true, message: 'مقاله با موفقیت بروزرسانی شد', slug: post?.slug ?? 'slug' };
  }

  async remove(postId: string, userId: string): Promise<void> {
    this.removed.push({ postId, userId });
    this.check();
    this.posts = this.posts.filter((post) => post._id !== postId);
  }

  /** A new draft gets the id "draft-1"; a published article answers 'published' and is not changed. */
  async autosave(postId: string | null, fields: AutosaveFields, leaving = false): Promise<AutosaveAnswer> {
    this.autosaved.push({ postId, fields, leaving });
    this.check();
    const post = this.posts.find((candidate) => candidate._id === postId);
    if (post?.state === 'published') return { kind: 'published' };
    if (post) {
      Object.assign(post, { title: fields.title, content: fields.content });
      return { kind: 'saved', postId: post._id, slug: post.slug };
    }
    const draft: AdminPost = {
      _id: `draft-${this.posts.length + 1}`,
      slug: `draft-${this.posts.length + 1}`,
      title: fields.title,
      image: null,
      category: fields.category || null,
      content: fields.content,
      updatedAt: new Date(0).toISOString(),
      state: 'draft',
    };
    this.posts.push(draft);
    return { kind: 'saved', postId: draft._id, slug: draft.slug };
  }
}
