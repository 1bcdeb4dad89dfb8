import { POST_MESSAGES } from '../content-messages';
import type { StoredPost } from '../ports/post-store';
import type { ContentContext } from './content-context';
import { Refusal } from '../../refusal';

/** Who changes which article: the signed-in admin, the account id the address names, the article's id. */
export interface PostChangeBy {
  actorId: string;
  userId: string;
  postId: string;
}

/** The admin may act only as themselves, and only on their own (or an ownerless demo) article. */
export async function ownPost(context: Pick<ContentContext, 'posts'>, by: PostChangeBy): Promise<StoredPost> {
  if (by.userId !== by.actorId) throw new Refusal('forbidden', POST_MESSAGES.notYourAccount);
  const post = await context.posts.find(by.postId);
  if (!post) throw new Refusal('not-found', POST_MESSAGES.notFound);
  if (post.userId !== null && post.userId !== by.actorId) throw new Refusal('forbidden', POST_MESSAGES.notYourPost);
  return post;
}
