import type { Category } from '../ports/category-store';
import type { ContentContext } from './content-context';
import { checkedCategoryTitle, savedCategory } from './create-category';

/** The admin renames a category; the same title rules as on creation. */
export class RenameCategory {
  constructor(private readonly context: Pick<ContentContext, 'categories' | 'clock'>) {}

  async execute(input: { id: string; title: string }): Promise<Category> {
    const title = checkedCategoryTitle(input.title);
    return savedCategory(await this.context.categories.rename(input.id, title, this.context.clock.now()));
  }
}
