import { CATEGORY_MESSAGES } from '../content-messages';
import { categoryTitleOf, categoryTitleProblem } from '../domain/category-title';
import type { Category, CategorySave } from '../ports/category-store';
import type { ContentContext } from './content-context';
import { Refusal } from '../../refusal';

/** The title as it will be stored, or a Persian refusal. */
export function checkedCategoryTitle(raw: string): string {
  const title = categoryTitleOf(raw);
  const problem = categoryTitleProblem(title);
  if (problem) throw new Refusal('invalid', problem);
  return title;
}

/** The saved category, or the refusal the store's answer means. */
export function savedCategory(saved: CategorySave): Category {
  if ('category' in saved) return saved.category;
  if (saved.refused === 'duplicate') throw new Refusal('conflict', CATEGORY_MESSAGES.duplicate);
  throw new Refusal('not-found', CATEGORY_MESSAGES.notFound);
}

/** The admin adds a category, its title tidied and unique regardless of letter case. */
export class CreateCategory {
  constructor(private readonly context: Pick<ContentContext, 'categories' | 'clock'>) {}

  async execute(input: { title: string }): Promise<Category> {
    const title = checkedCategoryTitle(input.title);
    return savedCategory(await this.context.categories.create(title, this.context.clock.now()));
  }
}
