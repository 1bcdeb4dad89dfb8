import type { PostFormFields } from '../../../../src/core/contracts/api/content-api';
import type { ContentContext } from './content-context';
import { insertNewArticle } from './article-address';
import { isChecked } from './post-fields';
import { articleFields, checkReadyFor, NEW_ARTICLE, publishingFrom } from './post-publishing';
import { withStoredImage } from './stored-image';

export interface PublishInput {
  authorId: string;
  fields: PostFormFields;
  image: Uint8Array | null;
}

/** The admin publishes (now, at a chosen time, or as a draft) an article: checked fields, a cleaned body, an image by its bytes, and the address typed or a free one made from the title. */
export class PublishPost {
  constructor(private readonly context: Pick<ContentContext, 'categories' | 'clock' | 'files' | 'images' | 'posts' | 'slugs'>) {}

  async execute(input: PublishInput): Promise<{ slug: string }> {
    const { fields } = input;
    const at = this.context.clock.now();
    const publishing = publishingFrom(fields, NEW_ARTICLE, at);
    const article = await articleFields(this.context, fields, publishing.state === 'draft');
    // the image is checked first: a file that is no picture is refused for that before anything else
    const slug = await withStoredImage(this.context, input.image, (image) => {
      checkReadyFor(publishing, { ...article, image });
      return insertNewArticle(this.context, fields.slug, {
        userId: input.authorId,
        ...article,
        image,
        inMedia: isChecked(fields.inMedia),
        publishing,
        at,
      });
    });
    return { slug };
  }
}
