import { businessApi, type BusinessSummary, type BusinessSummaryAnswer } from '../../core/contracts/api/business-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { BusinessRepository } from '../../core/ports/business-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpBusinessRepository implements BusinessRepository {
  constructor(private readonly http: ApiClient) {}

  async summary(): Promise<BusinessSummary> {
    const response = await withPersianErrors(() => this.http.get<BusinessSummaryAnswer>(urlOf(businessApi.summary)));
    return response.data.summary;
  }
}
