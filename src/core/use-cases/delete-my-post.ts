import { POST_DELETED_TOAST } from '../domain/admin-content-messages';
import type { AdminPostRepository } from '../ports/admin-post-repository';

export type DeletePostResult = { deleted: true; toast: string } | { deleted: false };

/** Deletes one of the admin's articles; a failure is only logged (spec section 8). */
export class DeleteMyPost {
  constructor(private readonly posts: AdminPostRepository, private readonly log: (message: string) => void = () => {}) {}

  async execute({ postId, userId }: { postId: string; userId: string }): Promise<DeletePostResult> {
    try {
      await this.posts.remove(postId, userId);
      return { deleted: true, toast: POST_DELETED_TOAST };
    } catch (error) {
      this.log(`deleting article ${postId} failed: ${error instanceof Error ? error.message : String(error)}`);
      return { deleted: false };
    }
  }
}
