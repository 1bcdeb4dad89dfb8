import { POST_TITLE_REQUIRED } from '../domain/admin-content-messages';
import type { AdminPostRepository, PostDraft } from '../ports/admin-post-repository';
import { savePostResult, type SavePostResult } from './save-post-result';

/** Sends a new article; on success the caller goes to /post/{slug}. */
export class PublishPost {
  constructor(private readonly posts: AdminPostRepository) {}

  async execute(draft: PostDraft): Promise<SavePostResult> {
    if (draft.title.trim() === '') return { ok: false, error: POST_TITLE_REQUIRED };
    return savePostResult(() => this.posts.create({ ...draft, title: draft.title.trim() }));
  }
}
