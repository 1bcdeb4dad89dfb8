import { POST_TITLE_REQUIRED } from '../../domain/admin-content-messages';
import type { AdminPostRepository, PostDraft } from '../../ports/blog/admin-post-repository';
import { savePostResult } from './save-post-result';
import { refused, type Outcome } from '../../domain/outcome';

/** Sends a new article; on success the caller goes to /post/{slug}. */
export class PublishPost {
  constructor(private readonly posts: AdminPostRepository) {}

  async execute(draft: PostDraft): Promise<Outcome<string>> {
    if (draft.title.trim() === '' && draft.state !== 'draft') return refused(POST_TITLE_REQUIRED);
    return savePostResult(() => this.posts.create({ ...draft, title: draft.title.trim() }));
  }
}
