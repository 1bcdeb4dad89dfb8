import { VERSION_MESSAGES } from '../content-messages';
import { addressFor } from './article-address';
import type { ContentContext } from './content-context';
import { keepVersion, versionedTextOf } from './keep-version';
import { ownPost } from './own-post';
import { checkReadyFor } from './post-publishing';
import { Refusal } from '../../refusal';

/**
 * The admin brings back what their article said in an earlier version: its title, category
 * (when it still exists), text, media flag and alt and SEO texts; the cover and where the
 * article stands stay. What it said until now becomes a version of its own, so a restore can
 * be undone. The address follows the usual rule: a settled one stays, one never public
 * follows the restored title.
 */
export class RestorePostVersion {
  constructor(private readonly context: Pick<ContentContext, 'categories' | 'clock' | 'posts' | 'slugs' | 'versions'>) {}

  async execute(input: { actorId: string; postId: string; versionId: string }): Promise<{ slug: string }> {
    const post = await ownPost(this.context, { actorId: input.actorId, userId: input.actorId, postId: input.postId });
    const version = await this.context.versions.find(post.id, input.versionId);
    if (!version) throw new Refusal('not-found', VERSION_MESSAGES.notFound);
    const categoryId =
      version.categoryId && (await this.context.categories.exists(version.categoryId)) ? version.categoryId : post.categoryId;
    const publishing = {
      ...post.publishing,
      coverAlt: version.coverAlt,
      seoTitle: version.seoTitle,
      seoDescription: version.seoDescription,
    };
    const restored = { title: version.title, categoryId, content: version.content, inMedia: version.inMedia };
    checkReadyFor(publishing, { ...restored, image: post.image });
    const at = this.context.clock.now();
    const address = await addressFor(this.context, post, {
      typed: undefined,
      title: restored.title,
      goingOut: post.publishing.state === 'published',
    });
    await keepVersion(this.context, post, versionedTextOf({ ...restored, publishing }), { userId: input.actorId, reason: 'restore', at });
    await this.context.posts.update(post.id, { ...restored, image: post.image, publishing, slugSettled: address.settled }, at);
    return { slug: address.slug };
  }
}
