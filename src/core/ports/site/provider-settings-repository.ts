import type { ProviderSettingsChange, ProviderSettingsView, ProviderTestAnswer } from '../../contracts/api/providers-api';

export type ProviderTest = 'sms' | 'email' | 'gateway';
export type ProviderTestResult = Omit<ProviderTestAnswer, 'success'>;

/** The consultant's services on the server. Rejections carry the Persian text to show. */
export interface ProviderSettingsRepository {
  read(): Promise<ProviderSettingsView>;
  save(change: ProviderSettingsChange): Promise<{ settings: ProviderSettingsView; message: string }>;
  /** `to`: the mobile or address typed for the test SMS or e-mail; empty for the consultant's own */
  test(which: ProviderTest, to: string): Promise<ProviderTestResult>;
}
