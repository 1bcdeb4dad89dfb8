import type { ServerConfig } from '../../config';
import type { SavedProviderSettings } from '../../ports/provider-settings-source';

/** Who decides a service: an environment variable (which always wins), the dashboard, or nobody yet. */
export type SetBy = 'environment' | 'dashboard' | null;

export type EffectivePayment =
  | { kind: 'zarinpal'; merchantId: string; baseUrl: string; timeoutMs: number; setBy: 'environment' | 'dashboard' }
  | { kind: 'sandbox'; setBy: 'environment' | null }
  /** a live site whose consultant has not yet saved a merchant id: no payment can start */
  | { kind: 'none' };

export type EffectiveSms =
  | { kind: 'kavenegar'; apiKey: string; sender: string | null; baseUrl: string; timeoutMs: number; setBy: 'environment' | 'dashboard' }
  | { kind: 'outbox'; setBy: SetBy };

export type EffectiveEmail =
  { kind: 'smtp'; smtpUrl: string; from: string; timeoutMs: number; setBy: 'environment' | 'dashboard' } | { kind: 'outbox'; setBy: SetBy };

export interface EffectiveProviders {
  payment: EffectivePayment;
  sms: EffectiveSms;
  email: EffectiveEmail;
}

const ZARINPAL_LIVE = 'https://payment.zarinpal.com';
const ZARINPAL_SANDBOX = 'https://sandbox.zarinpal.com';

/**
 * Which provider each use goes to: PAYMENT_GATEWAY, SMS_PROVIDER and SMTP_URL win when set
 * (an operator's deliberate choice); otherwise what the consultant saved; otherwise the defaults
 * the site always had (the sandbox bank where allowed, messages kept in the outbox).
 */
export function effectiveProviders(config: ServerConfig, saved: SavedProviderSettings): EffectiveProviders {
  return { payment: paymentOf(config, saved), sms: smsOf(config, saved), email: emailOf(config, saved) };
}

function paymentOf(config: ServerConfig, saved: SavedProviderSettings): EffectivePayment {
  const { payment } = config;
  const timeoutMs = payment.zarinpalTimeoutMs;
  if (payment.gatewayFromEnvironment) {
    return payment.gateway === 'zarinpal'
      ? { kind: 'zarinpal', merchantId: payment.zarinpalMerchantId!, baseUrl: payment.zarinpalBaseUrl, timeoutMs, setBy: 'environment' }
      : { kind: 'sandbox', setBy: 'environment' };
  }
  if (saved.zarinpal) {
    const baseUrl = payment.zarinpalBaseUrlOverride ?? (saved.zarinpal.sandbox ? ZARINPAL_SANDBOX : ZARINPAL_LIVE);
    return { kind: 'zarinpal', merchantId: saved.zarinpal.merchantId, baseUrl, timeoutMs, setBy: 'dashboard' };
  }
  return payment.sandboxAllowed ? { kind: 'sandbox', setBy: null } : { kind: 'none' };
}

function smsOf(config: ServerConfig, saved: SavedProviderSettings): EffectiveSms {
  const { sms, sendTimeoutMs: timeoutMs, kavenegarBaseUrl, smsFromEnvironment } = config.notifications;
  if (sms.provider === 'kavenegar')
    return { kind: 'kavenegar', apiKey: sms.apiKey, sender: sms.sender, baseUrl: sms.baseUrl, timeoutMs, setBy: 'environment' };
  if (smsFromEnvironment) return { kind: 'outbox', setBy: 'environment' };
  if (saved.kavenegar) return { kind: 'kavenegar', ...saved.kavenegar, baseUrl: kavenegarBaseUrl, timeoutMs, setBy: 'dashboard' };
  return { kind: 'outbox', setBy: null };
}

function emailOf(config: ServerConfig, saved: SavedProviderSettings): EffectiveEmail {
  const { email, sendTimeoutMs: timeoutMs } = config.notifications;
  if (email) return { kind: 'smtp', smtpUrl: email.smtpUrl, from: email.from, timeoutMs, setBy: 'environment' };
  if (saved.smtp) return { kind: 'smtp', smtpUrl: saved.smtp.url, from: saved.smtp.from, timeoutMs, setBy: 'dashboard' };
  return { kind: 'outbox', setBy: null };
}
