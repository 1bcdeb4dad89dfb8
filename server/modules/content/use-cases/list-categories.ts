import type { CountedCategory, CountedFor } from '../ports/category-store';
import type { ContentContext } from './content-context';

/** The categories with their articles counted: a visitor's count only published ones, the admin's drafts and scheduled ones too. */
export class ListCategories {
  constructor(private readonly context: Pick<ContentContext, 'categories'>) {}

  execute(countedFor: CountedFor): Promise<CountedCategory[]> {
    return this.context.categories.list(countedFor);
  }
}
