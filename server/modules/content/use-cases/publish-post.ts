import type { PostFormFields } from '../../../../src/core/contracts/api/content-api';
import { firstFreeSlug, slugFromTitle } from '../domain/post-slug';
import type { NewPost } from '../ports/post-store';
import type { ContentContext } from './content-context';
import { isChecked } from './post-fields';
import { articleFields, checkReadyFor, NEW_ARTICLE, publishingFrom } from './post-publishing';
import { withStoredImage } from './stored-image';

/** Another writer may take the slug between our look and our insert; after this many tries the write fails. */
export const SLUG_ATTEMPTS = 5;

export interface PublishInput {
  authorId: string;
  fields: PostFormFields;
  image: Uint8Array | null;
}

/** The admin publishes (now, at a chosen time, or as a draft) an article: checked fields, a cleaned body, an image by its bytes, and a free address made from the title. */
export class PublishPost {
  constructor(private readonly context: ContentContext) {}

  async execute(input: PublishInput): Promise<{ slug: string }> {
    const { fields } = input;
    const at = this.context.clock.now();
    const publishing = publishingFrom(fields, NEW_ARTICLE, at);
    const article = await articleFields(this.context, fields, publishing.state === 'draft');
    // the image is checked first: a file that is no picture is refused for that before anything else
    const slug = await withStoredImage(this.context, input.image, (image) => {
      checkReadyFor(publishing, { ...article, image });
      return insertWithFreeSlug(this.context, slugFromTitle(article.title), { userId: input.authorId, ...article, image, inMedia: isChecked(fields.inMedia), publishing, at });
    });
    return { slug };
  }
}

/** Inserts the article at the first free address made from `base`. */
export async function insertWithFreeSlug(context: ContentContext, base: string, post: Omit<NewPost, 'slug'>): Promise<string> {
  const { posts } = context;
  for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt++) {
    const slug = firstFreeSlug(base, await posts.slugsStartingWith(base));
    if ((await posts.insert({ ...post, slug })) === 'inserted') return slug;
  }
  throw new Error(`no free slug for "${base}" after ${SLUG_ATTEMPTS} attempts`);
}
