import { pageTextsApi, type PageTextsAnswer } from '../../core/contracts/api/page-texts-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { PageTextContent, PageTextPage, PageTextSlotKey, PageTextVersion, PageTextVersionInfo } from '../../core/domain/page-texts';
import type { PageTextRepository } from '../../core/ports/site/page-text-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

type Saved = { message: string; version: PageTextVersionInfo };

export class HttpPageTextRepository implements PageTextRepository {
  constructor(private readonly http: ApiClient) {}

  async page(page: PageTextPage): Promise<Omit<PageTextsAnswer, 'success'>> {
    const { data } = await withPersianErrors(() => this.http.get<PageTextsAnswer>(urlOf(pageTextsApi.page, { page })));
    return data.rules ? { texts: data.texts, rules: data.rules } : { texts: data.texts };
  }

  async versions(slot: PageTextSlotKey): Promise<{ current: PageTextVersion | null; versions: PageTextVersionInfo[] }> {
    const { data } = await withPersianErrors(() =>
      this.http.get<{ current: PageTextVersion | null; versions: PageTextVersionInfo[] }>(urlOf(pageTextsApi.versions, { slot })),
    );
    return { current: data.current, versions: data.versions };
  }

  async version(slot: PageTextSlotKey, version: number): Promise<PageTextVersion> {
    const { data } = await withPersianErrors(() =>
      this.http.get<{ version: PageTextVersion }>(urlOf(pageTextsApi.version, { slot, version: String(version) })),
    );
    return data.version;
  }

  async save(slot: PageTextSlotKey, content: PageTextContent): Promise<Saved> {
    const { data } = await withPersianErrors(() => this.http.put<Saved>(urlOf(pageTextsApi.save, { slot }), content));
    return { message: data.message, version: data.version };
  }

  async restore(slot: PageTextSlotKey, version: number): Promise<Saved> {
    const { data } = await withPersianErrors(() => this.http.post<Saved>(urlOf(pageTextsApi.restore, { slot, version: String(version) })));
    return { message: data.message, version: data.version };
  }
}
