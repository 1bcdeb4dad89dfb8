import { IMAGE_MESSAGES } from '../content-messages';
import type { ContentContext } from './content-context';
import { Refusal } from '../../refusal';
import { imageExtensionOf } from './stored-image';

/**
 * A picture for an article's body, checked as a cover is (PNG or JPEG by its bytes, within the
 * size limit) and kept with the covers. Its address is the root-relative /uploads/… path that
 * the article sanitizer lets an <img> have.
 */
export class StoreArticleImage {
  constructor(private readonly context: Pick<ContentContext, 'files' | 'images'>) {}

  async execute(image: Uint8Array | null): Promise<{ src: string }> {
    if (!image) throw new Refusal('invalid', IMAGE_MESSAGES.empty);
    const path = await this.context.files.save('posts', await imageExtensionOf(this.context, image), image);
    return { src: `/${path}` };
  }
}
