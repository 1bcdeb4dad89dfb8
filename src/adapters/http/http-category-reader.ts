import type { ApiClient } from './api-client';
import { contentApi } from '../../core/contracts/api/content-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { CategoryReader, PostCategory } from '../../core/ports/blog/category-reader';
import { articleCallError } from './article-call-error';

export class HttpCategoryReader implements CategoryReader {
  constructor(private readonly http: ApiClient) {}

  async list(): Promise<PostCategory[]> {
    try {
      const { data } = await this.http.get<{ categories?: PostCategory[] }>(urlOf(contentApi.listCategories));
      if (!Array.isArray(data?.categories)) throw new Error();
      return data.categories;
    } catch (error) {
      throw articleCallError(error);
    }
  }
}
