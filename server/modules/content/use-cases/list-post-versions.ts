import type { PostVersion } from '../ports/post-versions';
import type { ContentContext } from './content-context';
import { ownPost } from './own-post';

/** The admin's article's newest versions, newest first. */
export class ListPostVersions {
  constructor(private readonly context: Pick<ContentContext, 'posts' | 'versions'>) {}

  async execute(input: { actorId: string; postId: string }): Promise<PostVersion[]> {
    const post = await ownPost(this.context, { actorId: input.actorId, userId: input.actorId, postId: input.postId });
    return this.context.versions.list(post.id);
  }
}
