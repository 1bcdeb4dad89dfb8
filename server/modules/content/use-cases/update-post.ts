import type { PostFormFields } from '../../../../src/core/contracts/api/content-api';
import { addressFor } from './article-address';
import type { ContentContext } from './content-context';
import { keepVersion, versionedTextOf } from './keep-version';
import { ownPost, type PostChangeBy } from './own-post';
import { checkedCategoryId, checkedContent, checkedTitle, isChecked } from './post-fields';
import { checkReadyFor, publishingFrom } from './post-publishing';
import { withStoredImage } from './stored-image';

export interface PostChanges {
  fields: PostFormFields;
  image: Uint8Array | null;
}

/**
 * The admin edits their article. Only the fields sent non-empty change (spec section 7). The
 * address is settled before the other fields are written (every old public one keeps leading
 * to the article), so an address that is not free changes nothing; until the article is
 * first public it follows the title, unless one was typed. What the article said before is
 * kept as a version. The changes are read only once the article is known to be theirs; a
 * replaced image's old file is removed after the write.
 */
export class UpdatePost {
  constructor(
    private readonly context: Pick<ContentContext, 'categories' | 'clock' | 'files' | 'images' | 'posts' | 'slugs' | 'versions'>,
  ) {}

  async execute(input: PostChangeBy & { changes: () => Promise<PostChanges> }): Promise<{ slug: string }> {
    const post = await ownPost(this.context, input);
    const { fields, image: newImage } = await input.changes();
    const title = fields.title?.trim() ? checkedTitle(fields.title) : post.title;
    const categoryId = fields.category?.trim() ? await checkedCategoryId(this.context, fields.category) : post.categoryId;
    const content = fields.content?.trim() ? checkedContent(fields.content) : post.content;
    const inMedia = fields.inMedia?.trim() ? isChecked(fields.inMedia) : post.inMedia;
    const at = this.context.clock.now();
    const publishing = publishingFrom(fields, post.publishing, at);
    const slug = await withStoredImage(this.context, newImage, async (image) => {
      // a new cover, or the stored one whose alt text is sent again, must say what the picture shows
      checkReadyFor(publishing, { title, categoryId, content, image: image ?? (fields.coverAlt !== undefined ? post.image : null) });
      const address = await addressFor(this.context, post, { typed: fields.slug, title, goingOut: publishing.state === 'published' });
      await keepVersion(this.context, post, versionedTextOf({ title, categoryId, content, inMedia, publishing }), {
        userId: input.actorId,
        reason: 'save',
        at,
      });
      await this.context.posts.update(
        post.id,
        { title, categoryId, content, image: image ?? post.image, inMedia, publishing, slugSettled: address.settled },
        at,
      );
      return address.slug;
    });
    if (newImage && post.image) await this.context.files.remove(post.image);
    return { slug };
  }
}
