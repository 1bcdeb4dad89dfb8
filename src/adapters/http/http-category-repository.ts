import type { ApiClient } from './api-client';
import { contentApi } from '../../core/contracts/api/content-api';
import { urlOf } from '../../core/contracts/endpoint';
import { CATEGORY_SERVER_FALLBACK, NO_ANSWER_FROM_SERVER } from '../../core/domain/admin-content-messages';
import type { Category, CategoryRepository } from '../../core/ports/blog/category-repository';
import { requestFailureFrom } from './request-failure-from';

interface MessageAnswer {
  message?: string;
}

export class HttpCategoryRepository implements CategoryRepository {
  constructor(private readonly http: ApiClient) {}

  private async call<T>(request: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await request()).data;
    } catch (error) {
      throw requestFailureFrom(error, CATEGORY_SERVER_FALLBACK, NO_ANSWER_FROM_SERVER);
    }
  }

  async list(): Promise<Category[]> {
    const answer = await this.call(() => this.http.get<{ categories?: Category[] }>(urlOf(contentApi.listCategories)));
    return answer.categories ?? [];
  }

  async create(title: string): Promise<string> {
    return (await this.call(() => this.http.post<MessageAnswer>(urlOf(contentApi.createCategory), { title }))).message ?? '';
  }

  async update(category: Pick<Category, '_id' | 'title'>): Promise<string> {
    const path = urlOf(contentApi.updateCategory, { id: category._id });
    return (await this.call(() => this.http.put<MessageAnswer>(path, category))).message ?? '';
  }

  async remove(id: string, moveTo?: string): Promise<string> {
    const path = urlOf(contentApi.deleteCategory, { id }, { moveTo });
    return (await this.call(() => this.http.delete<MessageAnswer>(path))).message ?? '';
  }
}
