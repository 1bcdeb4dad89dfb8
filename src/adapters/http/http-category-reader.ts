import type { ApiClient } from './api-client';
import type { CategoryReader, PostCategory } from '../../core/ports/category-reader';
import { articleCallError } from './article-call-error';

export class HttpCategoryReader implements CategoryReader {
  constructor(private readonly http: ApiClient) {}

  async list(): Promise<PostCategory[]> {
    try {
      const { data } = await this.http.get<{ categories?: PostCategory[] }>('/api/postcategory/getAllCategories');
      if (!Array.isArray(data?.categories)) throw new Error();
      return data.categories;
    } catch (error) {
      throw articleCallError(error);
    }
  }
}
