import { CATEGORY_MESSAGES } from '../content-messages';
import type { ContentContext } from './content-context';
import { Refusal } from '../../refusal';

/**
 * The admin deletes a category. Its articles are first moved to another category the admin
 * chose, in the same transaction; an article always has a category (the editor requires one),
 * so a category with articles and nowhere to move them stays, and the refusal says how many.
 */
export class DeleteCategory {
  constructor(private readonly context: Pick<ContentContext, 'categories'>) {}

  async execute(input: { id: string; moveTo?: string | null }): Promise<void> {
    const { categories } = this.context;
    const moveTo = input.moveTo ?? null;
    if (moveTo === input.id) throw new Refusal('invalid', CATEGORY_MESSAGES.moveTargetSame);
    if (moveTo === null) {
      const inUse = await categories.articlesIn(input.id);
      if (inUse > 0) throw new Refusal('conflict', CATEGORY_MESSAGES.inUse(inUse));
    }
    const outcome = await categories.remove(input.id, moveTo);
    if (outcome === 'not-found') throw new Refusal('not-found', CATEGORY_MESSAGES.notFound);
    if (outcome === 'target-not-found') throw new Refusal('not-found', CATEGORY_MESSAGES.moveTargetMissing);
    // An article written between the count and the removal: it stays, as above.
    if (outcome === 'in-use') throw new Refusal('conflict', CATEGORY_MESSAGES.inUse(1));
  }
}
