import { POST_DELETED_TOAST } from '../../domain/admin-content-messages';
import type { AdminPostRepository } from '../../ports/blog/admin-post-repository';
import type { Log } from '../../ports/platform/log';
import { attempt, type Outcome } from '../../domain/outcome';

/** Deletes one of the admin's articles; a failure is only logged (spec section 8). */
export class DeleteMyPost {
  constructor(
    private readonly posts: AdminPostRepository,
    private readonly log: Log = () => {},
  ) {}

  async execute({ postId, userId }: { postId: string; userId: string }): Promise<Outcome<void>> {
    const outcome = await attempt(() => this.posts.remove(postId, userId), POST_DELETED_TOAST);
    if (!outcome.ok) this.log(`deleting article ${postId} failed: ${outcome.message}`);
    return outcome;
  }
}
