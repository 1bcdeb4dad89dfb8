/** The checks of one environment variable each, and the ConfigError naming the one that is wrong. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`${variable}: ${reason}`);
  }
}

export type Env = Record<string, string | undefined>;

export function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

export function parseDatabaseUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL', 'is not a valid URL (expected postgres://user:password@host:5432/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `must start with postgres:// or postgresql://, got "${url.protocol}//"`);
  }
  if (url.pathname.length <= 1) throw new ConfigError('DATABASE_URL', 'must name a database after the host');
  return raw;
}

export function parseBoolean(variable: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(variable, `must be true or false, got "${raw}"`);
}

/** How many reverse proxies stand in front: their X-Forwarded-For is believed, no one else's. */
export function parseProxyHops(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 0;
  const hops = Number(raw);
  if (!/^\d+$/.test(raw) || hops > 10) {
    throw new ConfigError('TRUST_PROXY', `must be the number of reverse proxies in front of the server (0 to 10), got "${raw}"`);
  }
  return hops;
}

export function parseTimeoutMs(variable: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms < 100 || ms > 120_000) {
    throw new ConfigError(variable, `must be milliseconds from 100 to 120000, got "${raw}"`);
  }
  return ms;
}

export function parseReconcileSeconds(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 120_000;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 3600) {
    throw new ConfigError('RECONCILE_EVERY_S', `must be whole seconds from 1 to 3600, got "${raw}"`);
  }
  return seconds * 1000;
}

/** JOB_LEASE_S: how long a job's claim lasts unless renewed, so how soon a killed process's job is taken over (default 30 s). */
export function parseJobLeaseSeconds(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 30_000;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 3 || seconds > 600) {
    throw new ConfigError('JOB_LEASE_S', `must be whole seconds from 3 to 600, got "${raw}"`);
  }
  return seconds * 1000;
}

export function parseUrl(variable: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    throw new ConfigError(variable, `must be an http(s) URL, got "${raw}"`);
  }
}
