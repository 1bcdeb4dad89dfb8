import {
  taxSettingsApi,
  type TaxSettingsAnswer,
  type TaxSettingsInput,
  type TaxSettingsView,
} from '../../core/contracts/api/tax-settings-api';
import type { TaxSettingsRepository } from '../../core/ports/site/tax-settings-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpTaxSettingsRepository implements TaxSettingsRepository {
  constructor(private readonly http: ApiClient) {}

  async read(): Promise<TaxSettingsView> {
    return (await withPersianErrors(() => this.http.get<TaxSettingsAnswer>(taxSettingsApi.read.path))).data.settings;
  }

  async save(change: TaxSettingsInput): Promise<{ settings: TaxSettingsView; message: string }> {
    const { data } = await withPersianErrors(() =>
      this.http.put<TaxSettingsAnswer & { message: string }>(taxSettingsApi.save.path, change),
    );
    return { settings: data.settings, message: data.message };
  }
}
