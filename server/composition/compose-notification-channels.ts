import type { ServerConfig } from '../config';
import type { ProviderSettingsSource } from '../ports/provider-settings-source';
import { effectiveProviders } from '../modules/providers';
import type { NotificationChannelChoice, NotificationChannels } from '../modules/notifications';
import { KavenegarSms } from '../modules/notifications/adapters/kavenegar-sms';
import { SmtpEmail } from '../modules/notifications/adapters/smtp-email';

/**
 * The SMS and e-mail providers for each use: SMS_PROVIDER and SMTP_URL when set, else what the
 * consultant saved in the dashboard, else none (messages kept in the outbox). A provider is made
 * again only when its settings changed; a replaced SMTP transport is closed.
 */
export class SettingsChannels implements NotificationChannelChoice {
  private sms: { key: string; channel: KavenegarSms } | null = null;
  private email: { key: string; channel: SmtpEmail } | null = null;

  constructor(
    private readonly config: ServerConfig,
    private readonly settings: ProviderSettingsSource,
  ) {}

  async current(): Promise<NotificationChannels> {
    const { sms, email } = effectiveProviders(this.config, await this.settings.current());
    return { sms: sms.kind === 'kavenegar' ? this.smsFor(sms) : null, email: email.kind === 'smtp' ? this.emailFor(email) : null };
  }

  private smsFor(settings: { apiKey: string; sender: string | null; baseUrl: string; timeoutMs: number }): KavenegarSms {
    const key = [settings.apiKey, settings.sender, settings.baseUrl].join('\n');
    if (this.sms?.key !== key) this.sms = { key, channel: new KavenegarSms(settings) };
    return this.sms.channel;
  }

  private emailFor(settings: { smtpUrl: string; from: string; timeoutMs: number }): SmtpEmail {
    const key = `${settings.smtpUrl}\n${settings.from}`;
    if (this.email?.key !== key) {
      this.email?.channel.close();
      this.email = { key, channel: new SmtpEmail(settings) };
    }
    return this.email.channel;
  }
}
