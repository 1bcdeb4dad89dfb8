import { CATEGORY_MESSAGES } from '../content-messages';
import type { ContentContext } from './content-context';
import { ContentRefusal } from './refusal';

/** The admin deletes a category no article uses; one in use stays, and the refusal says by how many. */
export class DeleteCategory {
  constructor(private readonly context: ContentContext) {}

  async execute(input: { id: string }): Promise<void> {
    const { categories } = this.context;
    const inUse = await categories.articlesIn(input.id);
    if (inUse > 0) throw new ContentRefusal('conflict', CATEGORY_MESSAGES.inUse(inUse));
    const outcome = await categories.remove(input.id);
    if (outcome === 'not-found') throw new ContentRefusal('not-found', CATEGORY_MESSAGES.notFound);
    // An article written between the count and the removal: it stays, as above.
    if (outcome === 'in-use') throw new ContentRefusal('conflict', CATEGORY_MESSAGES.inUse(1));
  }
}
