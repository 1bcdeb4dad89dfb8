import type { AdminPostRepository, AutosaveAnswer, AutosaveFields } from '../../ports/blog/admin-post-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/**
 * Keeps what the writer has typed in a draft on the server: a new article becomes one, a
 * draft or a scheduled article is saved in place. A published article answers 'published'
 * and is left alone: its edits go out with the update button only.
 */
export class AutosavePost {
  constructor(private readonly posts: AdminPostRepository) {}

  execute(input: { postId: string | null; fields: AutosaveFields; leaving?: boolean }): Promise<Outcome<AutosaveAnswer>> {
    return attempt(() => this.posts.autosave(input.postId, input.fields, input.leaving ?? false), '');
  }
}
