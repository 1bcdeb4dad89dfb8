import type { CategoryReader, PostCategory } from '../../src/core/ports/blog/category-reader';

export class FakeCategoryReader implements CategoryReader {
  failure: Error | null = null;

  constructor(public categories: PostCategory[] = []) {}

  async list(): Promise<PostCategory[]> {
    if (this.failure) throw this.failure;
    return this.categories;
  }
}
