import type { ContentContext } from './content-context';
import { ownPost, type PostChangeBy } from './own-post';

/** The admin deletes their article, and its image file with it. */
export class DeletePost {
  constructor(private readonly context: Pick<ContentContext, 'files' | 'posts'>) {}

  async execute(input: PostChangeBy): Promise<void> {
    const post = await ownPost(this.context, input);
    await this.context.posts.remove(post.id);
    if (post.image) await this.context.files.remove(post.image);
  }
}
