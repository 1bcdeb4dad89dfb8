import path from 'node:path';
import {
  ConfigError,
  parseBoolean,
  parseDatabaseUrl,
  parsePort,
  parseProxyHops,
  parseReconcileSeconds,
  parseJobLeaseSeconds,
  parseTimeoutMs,
  parseUrl,
  type Env,
} from './config-values';
import { parseFileStorage, type FileStorageSettings } from './config-file-storage';

export { ConfigError } from './config-values';
export type { FileStorageSettings, S3Settings } from './config-file-storage';

export type PaymentGatewayKind = 'sandbox' | 'zarinpal';

/** Where SMS go: kept in the outbox (the default) or sent through Kavenegar. */
export type SmsSettings = { provider: 'outbox' } | { provider: 'kavenegar'; apiKey: string; sender: string | null; baseUrl: string };

export interface NotificationSettings {
  sms: SmsSettings;
  /** SMTP_URL and MAIL_FROM; null keeps e-mails in the outbox */
  email: { smtpUrl: string; from: string } | null;
  /** how long one call to a provider may take before it counts as a failed attempt */
  sendTimeoutMs: number;
  /** KAVENEGAR_BASE_URL (or Kavenegar's own), also for a key saved in the dashboard */
  kavenegarBaseUrl: string;
  /** SMS_PROVIDER is set: the environment, not the dashboard, decides where SMS go */
  smsFromEnvironment: boolean;
}

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  /** When set, PostgreSQL at this URL; otherwise embedded PGlite in dataDir. */
  databaseUrl: string | null;
  /** Where the browser reaches the site, used for payment callback URLs. */
  publicUrl: string;
  /** reverse proxies in front (TRUST_PROXY); 0 means the connection's own address is the client's */
  trustedProxyHops: number;
  clientDir: string;
  /** DATA_DIR/uploads: where the disk storage keeps the files */
  uploadDir: string;
  fileStorage: FileStorageSettings;
  cookieSecure: boolean;
  logLevel: string;
  seedDemoContent: boolean;
  /** how often the reconciliation job asks the bank about open payments (RECONCILE_EVERY_S) */
  reconcileEveryMs: number;
  /** how long a job's claim lasts unless its run renews it: a killed process's job is taken over this soon after (JOB_LEASE_S) */
  jobLeaseMs: number;
  payment: {
    gateway: PaymentGatewayKind;
    /** PAYMENT_GATEWAY is set: the environment, not the dashboard, decides the bank */
    gatewayFromEnvironment: boolean;
    /** the sandbox bank may take payments (never on a live site unless ALLOW_SANDBOX_PAYMENTS) */
    sandboxAllowed: boolean;
    /** ZARINPAL_BASE_URL when set: where a merchant id saved in the dashboard is sent too */
    zarinpalBaseUrlOverride: string | null;
    zarinpalMerchantId: string | null;
    zarinpalBaseUrl: string;
    /** how long one call to Zarinpal may take before it counts as a transient failure */
    zarinpalTimeoutMs: number;
  };
  notifications: NotificationSettings;
  outsideCalendars: {
    /** OUTSIDE_CALENDARS_ALLOW_PRIVATE: calendar addresses may point to private and loopback networks (tests only; never on a live site) */
    allowPrivateAddresses: boolean;
  };
  /** TAXPAYER_API_URL: where e-invoices go instead of the host the dashboard names (a fake in tests); null to follow the dashboard */
  taxpayerApiUrl: string | null;
  /** TAXPAYER_TIMEOUT_MS: how long one call to the taxpayer system may take; a timeout is transient (the invoice waits and is asked about by its trace ID), never a failure */
  taxpayerTimeoutMs: number;
  /** AUTH_SECRET: signs device cookies and sign-in tickets, seals the admin's second factor; null outside production (one is made and kept in the database) */
  authSecret: string | null;
}

function parseGateway(raw: string | undefined): PaymentGatewayKind {
  const value = (raw ?? 'sandbox').toLowerCase();
  if (value === 'sandbox' || value === 'zarinpal') return value;
  throw new ConfigError('PAYMENT_GATEWAY', `must be sandbox or zarinpal, got "${raw}"`);
}

function parseSms(env: Env): SmsSettings {
  const provider = (env.SMS_PROVIDER || 'outbox').toLowerCase();
  if (provider === 'outbox') return { provider };
  if (provider !== 'kavenegar') throw new ConfigError('SMS_PROVIDER', `must be outbox or kavenegar, got "${env.SMS_PROVIDER}"`);
  const apiKey = env.KAVENEGAR_API_KEY?.trim();
  if (!apiKey || !/^[A-Za-z0-9]+$/.test(apiKey)) {
    throw new ConfigError(
      'KAVENEGAR_API_KEY',
      'must be the API key from the Kavenegar panel (letters and digits) when SMS_PROVIDER=kavenegar',
    );
  }
  const sender = env.KAVENEGAR_SENDER?.trim() || null;
  if (sender !== null && !/^\d{4,20}$/.test(sender)) {
    throw new ConfigError('KAVENEGAR_SENDER', `must be the sending line's number (digits only), got "${env.KAVENEGAR_SENDER}"`);
  }
  return { provider, apiKey, sender, baseUrl: kavenegarBaseUrl(env) };
}

function kavenegarBaseUrl(env: Env): string {
  return parseUrl('KAVENEGAR_BASE_URL', env.KAVENEGAR_BASE_URL || 'https://api.kavenegar.com');
}

function parseEmail(env: Env): NotificationSettings['email'] {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL', 'is not a valid URL (expected smtp://user:password@host:587 or smtps://user:password@host:465)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL', `must start with smtp:// or smtps://, got "${url.protocol}//"`);
  }
  const from = env.MAIL_FROM?.trim();
  if (!from || !/[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/.test(from)) {
    throw new ConfigError(
      'MAIL_FROM',
      'must be the sender\'s address (name@example.com or "Name <name@example.com>") when SMTP_URL is set',
    );
  }
  return { smtpUrl: raw, from };
}

/** Production must be given its secret; elsewhere a missing one is made once and kept in the database. */
function parseAuthSecret(raw: string | undefined, production: boolean): string | null {
  const secret = raw?.trim() || null;
  if (secret === null && !production) return null;
  if (secret === null || secret.length < 32) {
    throw new ConfigError(
      'AUTH_SECRET',
      "must be a random string of at least 32 characters in production (for example the output of `openssl rand -hex 32`); it signs device cookies and seals the admin's second factor",
    );
  }
  return secret;
}

/** Reads and checks every setting; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const port = parsePort(env.PORT);
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL);
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`);
  const gateway = parseGateway(env.PAYMENT_GATEWAY);
  const gatewayFromEnvironment = Boolean(env.PAYMENT_GATEWAY?.trim());
  // The sandbox bank confirms without taking money: never by default on a live site. Without
  // PAYMENT_GATEWAY a live site takes the merchant id the consultant saves in the dashboard.
  const sandboxAllowed = !production || parseBoolean('ALLOW_SANDBOX_PAYMENTS', env.ALLOW_SANDBOX_PAYMENTS, false);
  if (gatewayFromEnvironment && gateway === 'sandbox' && !sandboxAllowed) {
    throw new ConfigError(
      'PAYMENT_GATEWAY',
      'is the sandbox bank, which takes no money; set PAYMENT_GATEWAY=zarinpal in production, leave it unset to save the merchant id in the dashboard (or ALLOW_SANDBOX_PAYMENTS=true for a demo site)',
    );
  }
  const merchantId = env.ZARINPAL_MERCHANT_ID?.trim() || null;
  if (gateway === 'zarinpal' && (!merchantId || merchantId.length !== 36)) {
    throw new ConfigError('ZARINPAL_MERCHANT_ID', 'must be the 36-character merchant id when PAYMENT_GATEWAY=zarinpal');
  }
  const sandbox = parseBoolean('ZARINPAL_SANDBOX', env.ZARINPAL_SANDBOX, false);
  const zarinpalBaseUrl = parseUrl(
    'ZARINPAL_BASE_URL',
    env.ZARINPAL_BASE_URL || (sandbox ? 'https://sandbox.zarinpal.com' : 'https://payment.zarinpal.com'),
  );
  return {
    port,
    host: env.HOST || '0.0.0.0',
    production,
    dataDir,
    databaseUrl,
    publicUrl,
    clientDir: path.resolve(cwd, env.CLIENT_DIR || 'dist'),
    uploadDir: path.resolve(dataDir, 'uploads'),
    fileStorage: parseFileStorage(env),
    trustedProxyHops: parseProxyHops(env.TRUST_PROXY),
    cookieSecure: parseBoolean('COOKIE_SECURE', env.COOKIE_SECURE, publicUrl.startsWith('https:')),
    logLevel: env.LOG_LEVEL || 'info',
    seedDemoContent: parseBoolean('SEED_DEMO_CONTENT', env.SEED_DEMO_CONTENT, !production),
    reconcileEveryMs: parseReconcileSeconds(env.RECONCILE_EVERY_S),
    jobLeaseMs: parseJobLeaseSeconds(env.JOB_LEASE_S),
    payment: {
      gateway,
      gatewayFromEnvironment,
      sandboxAllowed,
      zarinpalBaseUrlOverride: env.ZARINPAL_BASE_URL ? zarinpalBaseUrl : null,
      zarinpalMerchantId: merchantId,
      zarinpalBaseUrl,
      zarinpalTimeoutMs: parseTimeoutMs('ZARINPAL_TIMEOUT_MS', env.ZARINPAL_TIMEOUT_MS, 15_000),
    },
    notifications: {
      sms: parseSms(env),
      email: parseEmail(env),
      sendTimeoutMs: parseTimeoutMs('NOTIFY_TIMEOUT_MS', env.NOTIFY_TIMEOUT_MS, 15_000),
      kavenegarBaseUrl: kavenegarBaseUrl(env),
      smsFromEnvironment: Boolean(env.SMS_PROVIDER?.trim()),
    },
    outsideCalendars: {
      allowPrivateAddresses: parseBoolean('OUTSIDE_CALENDARS_ALLOW_PRIVATE', env.OUTSIDE_CALENDARS_ALLOW_PRIVATE, false),
    },
    taxpayerApiUrl: env.TAXPAYER_API_URL ? parseUrl('TAXPAYER_API_URL', env.TAXPAYER_API_URL) : null,
    taxpayerTimeoutMs: parseTimeoutMs('TAXPAYER_TIMEOUT_MS', env.TAXPAYER_TIMEOUT_MS, 20_000),
    authSecret: parseAuthSecret(env.AUTH_SECRET, production),
  };
}
