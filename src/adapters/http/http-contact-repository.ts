import { contactApi, type ContactMessagesAnswer, type ContactSentAnswer } from '../../core/contracts/api/contact-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { ContactFormInput, ContactKind } from '../../core/domain/contact-message';
import type { ContactMessagesFilter, ContactMessagesPage, ContactRepository } from '../../core/ports/practice/contact-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpContactRepository implements ContactRepository {
  constructor(private readonly http: ApiClient) {}

  async send(form: ContactFormInput & { website: string }): Promise<{ kind: ContactKind; trackingNumber: string }> {
    const response = await withPersianErrors(() => this.http.post<ContactSentAnswer>(urlOf(contactApi.send), form));
    return { kind: response.data.kind, trackingNumber: response.data.trackingNumber };
  }

  async page(filter: ContactMessagesFilter): Promise<ContactMessagesPage> {
    const query = { page: filter.page, complaints: filter.complaintsOnly ? '1' : undefined, tracking: filter.trackingNumber ?? undefined };
    const response = await withPersianErrors(() => this.http.get<ContactMessagesAnswer>(urlOf(contactApi.messages, {}, query)));
    const { messages, page, hasMore } = response.data;
    return { messages, page, hasMore };
  }

  async markAnswered(id: string): Promise<string> {
    const response = await withPersianErrors(() =>
      this.http.post<{ success: true; message: string }>(urlOf(contactApi.markAnswered, { id })),
    );
    return response.data.message;
  }
}
