import type { ProviderSettingsChange, ProviderSettingsView } from '../../src/core/contracts/api/providers-api';
import type { ProviderSettingsRepository, ProviderTest, ProviderTestResult } from '../../src/core/ports/site/provider-settings-repository';

/**
 * The services' settings in memory, answering as the server does: secrets kept but only said to
 * be set; `refuseNext` makes the next save fail with that Persian message; test buttons answer
 * from `testAnswers`.
 */
export class FakeProviderSettingsRepository implements ProviderSettingsRepository {
  readonly saved: ProviderSettingsChange[] = [];
  readonly tests: Array<{ which: ProviderTest; to: string }> = [];
  refuseNext: string | null = null;
  testAnswers: Record<ProviderTest, ProviderTestResult> = {
    sms: { passed: true, message: 'کاوه‌نگار پیامک آزمایشی به ۰۹۳۵۱۱۱۲۲۳۳ را پذیرفت' },
    email: { passed: true, message: 'سرور SMTP ایمیل آزمایشی به owner@example.com را پذیرفت' },
    gateway: { passed: false, message: 'زرین‌پال درخواست را نپذیرفت: مرچنت کد فعال نیست (کد -۱۱)' },
  };
  private readonly secrets = { merchantId: null as string | null, apiKey: null as string | null, smtpUrl: null as string | null };
  private plain = { sandbox: false, sender: null as string | null, from: null as string | null };

  async read(): Promise<ProviderSettingsView> {
    return {
      zarinpal: { environment: false, merchantIdSet: this.secrets.merchantId !== null, sandbox: this.plain.sandbox },
      kavenegar: { environment: false, apiKeySet: this.secrets.apiKey !== null, sender: this.plain.sender },
      smtp: { environment: false, urlSet: this.secrets.smtpUrl !== null, from: this.plain.from },
      lastChange: null,
    };
  }

  async save(change: ProviderSettingsChange): Promise<{ settings: ProviderSettingsView; message: string }> {
    if (this.refuseNext) {
      const message = this.refuseNext;
      this.refuseNext = null;
      throw new Error(message);
    }
    this.saved.push(change);
    if (change.zarinpal?.merchantId !== undefined) this.secrets.merchantId = change.zarinpal.merchantId;
    if (change.zarinpal?.sandbox !== undefined) this.plain.sandbox = change.zarinpal.sandbox;
    if (change.kavenegar?.apiKey !== undefined) this.secrets.apiKey = change.kavenegar.apiKey;
    if (change.kavenegar?.sender !== undefined) this.plain.sender = change.kavenegar.sender || null;
    if (change.smtp?.url !== undefined) this.secrets.smtpUrl = change.smtp.url;
    if (change.smtp?.from !== undefined) this.plain.from = change.smtp.from || null;
    return { settings: await this.read(), message: 'تنظیمات سرویس‌ها ذخیره شد' };
  }

  async test(which: ProviderTest, to: string): Promise<ProviderTestResult> {
    this.tests.push({ which, to });
    return this.testAnswers[which];
  }
}
