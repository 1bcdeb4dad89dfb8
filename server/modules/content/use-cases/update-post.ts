import type { PostFormFields } from '../../../../src/core/contracts/api/content-api';
import type { ContentContext } from './content-context';
import { ownPost, type PostChangeBy } from './own-post';
import { checkedCategoryId, checkedContent, checkedTitle, isChecked } from './post-fields';
import { withStoredImage } from './stored-image';

export interface PostChanges {
  fields: PostFormFields;
  image: Uint8Array | null;
}

/**
 * The admin edits their article. Only the fields sent non-empty change (spec section 7); the
 * slug never does, so links stay valid. The changes are read only once the article is known
 * to be theirs; a replaced image's old file is removed after the write.
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
    await withStoredImage(this.context, newImage, (image) =>
      this.context.posts.update(post.id, { title, categoryId, content, image: image ?? post.image, inMedia }, this.context.clock.now()),
    );
    if (newImage && post.image) await this.context.files.remove(post.image);
    return { slug: post.slug };
  }
}
