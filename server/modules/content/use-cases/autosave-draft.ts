import type { PostFormFields } from '../../../../src/core/contracts/api/content-api';
import { POST_MESSAGES } from '../content-messages';
import { postListQuery } from '../domain/post-list-query';
import { addressFor, insertNewArticle } from './article-address';
import type { ContentContext } from './content-context';
import { keepVersion, versionedTextOf } from './keep-version';
import { ownPost } from './own-post';
import { isChecked } from './post-fields';
import { articleFields, checkReadyFor, NEW_ARTICLE, publishingTexts } from './post-publishing';
import { Refusal } from '../../refusal';

export interface AutosaveInput {
  actorId: string;
  /** null for an article not saved yet: it becomes a draft */
  postId: string | null;
  fields: PostFormFields;
}

/**
 * The edit page keeps the writer's work on the server as they type. An autosave never
 * publishes: a new article becomes a draft, a draft or a scheduled article keeps its state,
 * and a published one is changed only by its update button (its edits would go out at once).
 * Until the article is first public its address follows the title of each save. A typed
 * address that is taken is refused as invalid: the editor reads a conflict as "published".
 */
export class AutosaveDraft {
  constructor(private readonly context: Pick<ContentContext, 'categories' | 'clock' | 'postReads' | 'posts' | 'slugs' | 'versions'>) {}

  async execute(input: AutosaveInput): Promise<{ postId: string; slug: string }> {
    const at = this.context.clock.now();
    const article = await articleFields(this.context, input.fields, true);
    const inMedia = isChecked(input.fields.inMedia);
    if (input.postId === null) {
      const publishing = { ...publishingTexts(input.fields, NEW_ARTICLE), state: 'draft' as const };
      checkReadyFor(publishing, { ...article, image: null });
      const slug = await insertNewArticle(
        this.context,
        input.fields.slug,
        { userId: input.actorId, ...article, image: null, inMedia, publishing, at },
        'invalid',
      );
      const [saved] = await this.context.postReads.page({ ...postListQuery({ slug }), withUnpublished: true });
      return { postId: saved._id, slug };
    }
    const post = await ownPost(this.context, { actorId: input.actorId, userId: input.actorId, postId: input.postId });
    if (post.publishing.state === 'published') throw new Refusal('conflict', POST_MESSAGES.publishedNotAutosaved);
    const publishing = publishingTexts(input.fields, post.publishing);
    checkReadyFor({ ...publishing, state: 'draft' }, { ...article, image: post.image });
    const address = await addressFor(this.context, post, {
      typed: input.fields.slug,
      title: article.title,
      goingOut: false,
      takenIs: 'invalid',
    });
    await keepVersion(this.context, post, versionedTextOf({ ...article, inMedia, publishing }), {
      userId: input.actorId,
      reason: 'autosave',
      at,
    });
    await this.context.posts.update(post.id, { ...article, image: post.image, inMedia, publishing, slugSettled: address.settled }, at);
    return { postId: post.id, slug: address.slug };
  }
}
