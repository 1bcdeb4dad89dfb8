import type { PostFormFields } from '../../../../src/core/contracts/api/content-api';
import { POST_MESSAGES } from '../content-messages';
import { slugFromInput } from '../domain/post-slug';
import type { ContentContext } from './content-context';
import { ownPost, type PostChangeBy } from './own-post';
import { checkedCategoryId, checkedContent, checkedTitle, isChecked } from './post-fields';
import { checkReadyFor, publishingFrom } from './post-publishing';
import { ContentRefusal } from './refusal';
import { withStoredImage } from './stored-image';

export interface PostChanges {
  fields: PostFormFields;
  image: Uint8Array | null;
}

/**
 * The admin edits their article. Only the fields sent non-empty change (spec section 7). A new
 * slug is taken before the other fields are written (every old one keeps leading to the
 * article), so a slug that is not free changes nothing. The changes are read only once the article is known to be theirs; a replaced
 * image's old file is removed after the write.
 */
export class UpdatePost {
  constructor(private readonly context: ContentContext) {}

  async execute(input: PostChangeBy & { changes: () => Promise<PostChanges> }): Promise<{ slug: string }> {
    const post = await ownPost(this.context, input);
    const { fields, image: newImage } = await input.changes();
    const title = fields.title?.trim() ? checkedTitle(fields.title) : post.title;
    const categoryId = fields.category?.trim() ? await checkedCategoryId(this.context, fields.category) : post.categoryId;
    const content = fields.content?.trim() ? checkedContent(fields.content) : post.content;
    const inMedia = fields.inMedia?.trim() ? isChecked(fields.inMedia) : post.inMedia;
    const slug = fields.slug?.trim() ? checkedSlug(fields.slug) : post.slug;
    const publishing = publishingFrom(fields, post.publishing, this.context.clock.now());
    await withStoredImage(this.context, newImage, async (image) => {
      // a new cover, or the stored one whose alt text is sent again, must say what the picture shows
      checkReadyFor(publishing, { title, categoryId, content, image: image ?? (fields.coverAlt !== undefined ? post.image : null) });
      if (slug !== post.slug && (await this.context.slugs.move(post.id, slug)) === 'taken') throw new ContentRefusal('conflict', POST_MESSAGES.slugTaken);
      await this.context.posts.update(post.id, { title, categoryId, content, image: image ?? post.image, inMedia, publishing }, this.context.clock.now());
    });
    if (newImage && post.image) await this.context.files.remove(post.image);
    return { slug };
  }
}

function checkedSlug(raw: string): string {
  const checked = slugFromInput(raw);
  if ('problem' in checked) throw new ContentRefusal('invalid', checked.problem);
  return checked.slug;
}
