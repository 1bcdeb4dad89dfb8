import { ConfigError, loadConfig } from '../../../server/config';

describe('the notification settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/moshaver', ...env }).notifications;
  const refusal = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).variable;
    }
    throw new Error('the settings were accepted');
  };

  it('keeps every message in the outbox by default', () => {
    expect(load({})).toEqual({
      sms: { provider: 'outbox' },
      email: null,
      sendTimeoutMs: 15_000,
      kavenegarBaseUrl: 'https://api.kavenegar.com',
      smsFromEnvironment: false,
    });
  });

  it('sends SMS through Kavenegar with its key and line, and e-mail through SMTP from MAIL_FROM', () => {
    expect(
      load({
        SMS_PROVIDER: 'kavenegar',
        KAVENEGAR_API_KEY: 'ABC123',
        KAVENEGAR_SENDER: '10004346',
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        MAIL_FROM: 'مشاور <noreply@example.com>',
      }),
    ).toEqual({
      sms: { provider: 'kavenegar', apiKey: 'ABC123', sender: '10004346', baseUrl: 'https://api.kavenegar.com' },
      email: { smtpUrl: 'smtps://u:p@mail.example.com:465', from: 'مشاور <noreply@example.com>' },
      sendTimeoutMs: 15_000,
      kavenegarBaseUrl: 'https://api.kavenegar.com',
      smsFromEnvironment: true,
    });
  });

  it('refuses an unknown provider, Kavenegar without a key, a bad line, a non-SMTP URL and SMTP without a sender', () => {
    expect(refusal({ SMS_PROVIDER: 'twilio' })).toBe('SMS_PROVIDER');
    expect(refusal({ SMS_PROVIDER: 'kavenegar' })).toBe('KAVENEGAR_API_KEY');
    expect(refusal({ SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'ABC', KAVENEGAR_SENDER: 'line-1' })).toBe('KAVENEGAR_SENDER');
    expect(refusal({ SMTP_URL: 'https://mail.example.com' })).toBe('SMTP_URL');
    expect(refusal({ SMTP_URL: 'smtp://mail.example.com' })).toBe('MAIL_FROM');
  });
});
