import { siteApi, type SiteProfileChange } from '../../core/contracts/api/site-api';
import type { SiteProfileInput } from '../../core/contracts/api/site-profile-schema';
import { urlOf } from '../../core/contracts/endpoint';
import type { SiteProfile } from '../../core/domain/site-profile';
import { SiteProfileRefusal, type SiteProfileRepository } from '../../core/ports/site/site-profile-repository';
import { isHttpError, serverMessage, type ApiClient } from './api-client';
import { REQUEST_FAILED, withPersianErrors } from './api-failure';

export class HttpSiteProfileRepository implements SiteProfileRepository {
  constructor(private readonly http: ApiClient) {}

  async current(): Promise<SiteProfile> {
    const { data } = await withPersianErrors(() => this.http.get<{ profile: SiteProfile }>(urlOf(siteApi.profile)));
    return data.profile;
  }

  async settings(): Promise<SiteProfile> {
    const { data } = await withPersianErrors(() => this.http.get<{ profile: SiteProfile }>(urlOf(siteApi.settings)));
    return data.profile;
  }

  async save(input: SiteProfileInput): Promise<{ profile: SiteProfile; message: string }> {
    try {
      const { data } = await this.http.put<{ profile: SiteProfile; message: string }>(urlOf(siteApi.save), input);
      return data;
    } catch (error) {
      // a refused save names the fields at fault, for the form to show each message beside its field
      const fields = isHttpError(error) ? (error.response?.data as { fields?: unknown } | undefined)?.fields : undefined;
      if (fields && typeof fields === 'object')
        throw new SiteProfileRefusal(serverMessage(error) ?? REQUEST_FAILED, fields as Record<string, string>);
      return withPersianErrors(() => Promise.reject(error));
    }
  }

  async changes(): Promise<SiteProfileChange[]> {
    const { data } = await withPersianErrors(() => this.http.get<{ changes: SiteProfileChange[] }>(urlOf(siteApi.changes)));
    return data.changes;
  }
}
