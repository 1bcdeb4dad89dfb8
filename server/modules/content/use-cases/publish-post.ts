import type { PostFormFields } from '../../../../src/core/contracts/api/content-api';
import { firstFreeSlug, slugFromTitle } from '../domain/post-slug';
import type { NewPost } from '../ports/post-store';
import type { ContentContext } from './content-context';
import { checkedCategoryId, checkedContent, checkedTitle, isChecked } from './post-fields';
import { withStoredImage } from './stored-image';

/** Another writer may take the slug between our look and our insert; after this many tries the write fails. */
export const SLUG_ATTEMPTS = 5;

export interface PublishInput {
  authorId: string;
  fields: PostFormFields;
  image: Uint8Array | null;
}

/** The admin publishes an article: checked fields, a cleaned body, an image by its bytes, and a free address made from the title. */
export class PublishPost {
  constructor(private readonly context: ContentContext) {}

  async execute(input: PublishInput): Promise<{ slug: string }> {
    const { fields } = input;
    const title = checkedTitle(fields.title ?? '');
    const categoryId = await checkedCategoryId(this.context, fields.category ?? '');
    const content = checkedContent(fields.content ?? '');
    const at = this.context.clock.now();
    const slug = await withStoredImage(this.context, input.image, (image) =>
      this.insertWithFreeSlug(slugFromTitle(title), { userId: input.authorId, title, categoryId, content, image, inMedia: isChecked(fields.inMedia), at }),
    );
    return { slug };
  }

  private async insertWithFreeSlug(base: string, post: Omit<NewPost, 'slug'>): Promise<string> {
    const { posts } = this.context;
    for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt++) {
      const slug = firstFreeSlug(base, await posts.slugsStartingWith(base));
      if ((await posts.insert({ ...post, slug })) === 'inserted') return slug;
    }
    throw new Error(`no free slug for "${base}" after ${SLUG_ATTEMPTS} attempts`);
  }
}
