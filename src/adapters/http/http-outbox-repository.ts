import { notificationsApi, type OutboxAnswer } from '../../core/contracts/api/notifications-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { OutboxPage, OutboxRepository } from '../../core/ports/practice/outbox-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpOutboxRepository implements OutboxRepository {
  constructor(private readonly http: ApiClient) {}

  async page(page: number): Promise<OutboxPage> {
    const response = await withPersianErrors(() => this.http.get<OutboxAnswer>(urlOf(notificationsApi.outbox, {}, { page })));
    const { messages, page: shown, hasMore, providers } = response.data;
    return { messages, page: shown, hasMore, providers };
  }
}
