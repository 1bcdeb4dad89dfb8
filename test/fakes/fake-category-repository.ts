import type { Category, CategoryRepository } from '../../src/core/ports/blog/category-repository';

/** Categories in memory; `failWith` makes every call throw. */
export class FakeCategoryRepository implements CategoryRepository {
  failWith: Error | null = null;
  listCalls = 0;
  private next = 1;

  constructor(public categories: Category[] = []) {}

  private check(): void {
    if (this.failWith) throw this.failWith;
  }

  async list(): Promise<Category[]> {
    this.listCalls += 1;
    this.check();
    return [...this.categories];
  }

  async create(title: string): Promise<string> {
    this.check();
    this.categories = [{ _id: `c-new-${this.next++}`, title, updatedAt: '2026-11-22T08:30:00.000Z', postCount: 0 }, ...this.categories];
    return 'دسته بندی با موفقیت اضافه شد';
  }

  async update(category: Pick<Category, '_id' | 'title'>): Promise<string> {
    this.check();
    this.categories = this.categories.map((c) => (c._id === category._id ? { ...c, title: category.title } : c));
    return 'دسته بندی با موفقیت ویرایش شد';
  }

  /** the last delete's target for the articles */
  movedTo: string | undefined;

  async remove(id: string, moveTo?: string): Promise<string> {
    this.check();
    const removed = this.categories.find((c) => c._id === id);
    this.movedTo = moveTo;
    this.categories = this.categories
      .filter((c) => c._id !== id)
      .map((c) => (c._id === moveTo ? { ...c, postCount: c.postCount + (removed?.postCount ?? 0) } : c));
    return 'دسته بندی با موفقیت حذف شد';
  }
}
