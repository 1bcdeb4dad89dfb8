import type { Category, CategorySave, CategoryStore, CountedCategory, CountedFor } from '../../../../server/modules/content';
import type { InMemoryPostStore } from './in-memory-post-store';

/** Categories in memory, unique by title regardless of letter case, counted against the articles' store. */
export class InMemoryCategoryStore implements CategoryStore {
  readonly rows: Array<Category & { createdAt: Date }> = [];
  private ids = 0;
  /** articles that join a category between the count and the removal */
  private joinBeforeRemoval = 0;

  constructor(private readonly posts: InMemoryPostStore) {}

  /** An article joins the category just after the next count of its articles. */
  anArticleJoinsAfterTheCount(): void {
    this.joinBeforeRemoval += 1;
  }

  async list(countedFor: CountedFor): Promise<CountedCategory[]> {
    const counted = (id: string) =>
      this.posts.rows.filter((post) => post.categoryId === id && (countedFor === 'admin' || post.publishing.state === 'published')).length;
    return [...this.rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .map(({ id, title, updatedAt }) => ({ id, title, updatedAt, postCount: counted(id) }));
  }

  async exists(id: string): Promise<boolean> {
    return this.rows.some((row) => row.id === id);
  }

  async create(title: string, at: Date): Promise<CategorySave> {
    if (this.titleTaken(title)) return { refused: 'duplicate' };
    this.ids += 1;
    const row = { id: `category-${this.ids}`, title, createdAt: at, updatedAt: at };
    this.rows.push(row);
    return { category: { id: row.id, title, updatedAt: at } };
  }

  async rename(id: string, title: string, at: Date): Promise<CategorySave> {
    const row = this.rows.find((each) => each.id === id);
    if (!row) return { refused: 'not-found' };
    if (this.titleTaken(title, id)) return { refused: 'duplicate' };
    Object.assign(row, { title, updatedAt: at });
    return { category: { id, title, updatedAt: at } };
  }

  async articlesIn(id: string): Promise<number> {
    return this.posts.rows.filter((post) => post.categoryId === id).length;
  }

  async remove(id: string, moveTo: string | null): Promise<'removed' | 'not-found' | 'in-use' | 'target-not-found'> {
    if (moveTo !== null && !this.rows.some((row) => row.id === moveTo)) return 'target-not-found';
    if (this.joinBeforeRemoval > 0) {
      this.joinBeforeRemoval -= 1;
      this.posts.add({
        slug: `joined-${id}`,
        userId: null,
        title: 'تازه',
        categoryId: id,
        content: '<p>x</p>',
        image: null,
        inMedia: false,
        at: new Date(0),
      });
    }
    const index = this.rows.findIndex((each) => each.id === id);
    if (index < 0) return 'not-found';
    const moving = this.posts.rows.filter((post) => post.categoryId === id);
    if (moveTo === null && moving.length > 0) return 'in-use';
    for (const post of moving) post.categoryId = moveTo;
    this.rows.splice(index, 1);
    return 'removed';
  }

  private titleTaken(title: string, exceptId?: string): boolean {
    return this.rows.some((row) => row.id !== exceptId && row.title.toLowerCase() === title.toLowerCase());
  }
}
