import { businessApi, type AgendaAnswer, type BusinessSummary, type BusinessSummaryAnswer } from '../../core/contracts/api/business-api';
import type { DateRange } from '../../core/domain/business-weeks';
import { urlOf } from '../../core/contracts/endpoint';
import type { BusinessRepository } from '../../core/ports/practice/business-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpBusinessRepository implements BusinessRepository {
  constructor(private readonly http: ApiClient) {}

  async summary(): Promise<BusinessSummary> {
    const response = await withPersianErrors(() => this.http.get<BusinessSummaryAnswer>(urlOf(businessApi.summary)));
    return response.data.summary;
  }

  async agenda(range: DateRange): Promise<Omit<AgendaAnswer, 'success'>> {
    const response = await withPersianErrors(() =>
      this.http.get<AgendaAnswer>(urlOf(businessApi.agenda, {}, { from: range.from, to: range.to })),
    );
    const { range: shown, sessions, truncated, blocked, blockedTruncated } = response.data;
    return { range: shown, sessions, truncated, blocked, blockedTruncated };
  }
}
