import {
  providersApi,
  type ProviderSettingsAnswer,
  type ProviderSettingsChange,
  type ProviderSettingsView,
  type ProviderTestAnswer,
} from '../../core/contracts/api/providers-api';
import type { ProviderSettingsRepository, ProviderTest, ProviderTestResult } from '../../core/ports/site/provider-settings-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpProviderSettingsRepository implements ProviderSettingsRepository {
  constructor(private readonly http: ApiClient) {}

  async read(): Promise<ProviderSettingsView> {
    return (await withPersianErrors(() => this.http.get<ProviderSettingsAnswer>(providersApi.read.path))).data.settings;
  }

  async save(change: ProviderSettingsChange): Promise<{ settings: ProviderSettingsView; message: string }> {
    const { data } = await withPersianErrors(() =>
      this.http.put<ProviderSettingsAnswer & { message: string }>(providersApi.save.path, change),
    );
    return { settings: data.settings, message: data.message };
  }

  async test(which: ProviderTest, to: string): Promise<ProviderTestResult> {
    const call =
      which === 'sms'
        ? () => this.http.post<ProviderTestAnswer>(providersApi.testSms.path, { mobile: to })
        : which === 'email'
          ? () => this.http.post<ProviderTestAnswer>(providersApi.testEmail.path, { email: to })
          : () => this.http.post<ProviderTestAnswer>(providersApi.checkGateway.path, {});
    const { data } = await withPersianErrors(call);
    return { passed: data.passed, message: data.message };
  }
}
