import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthSecrets } from '../ports/auth-secrets';

const PURPOSE = 'device-cookie';

/**
 * OWASP's device cookie: after a sign-in the browser keeps `<account>.<device>.<signature>`,
 * signed with the server's secret, so that later it is a known device of that account.
 */
export async function issueDeviceCookie(secrets: AuthSecrets, email: string): Promise<string> {
  const body = `${Buffer.from(email).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${await secrets.mac(PURPOSE, body)}`;
}

/** The device the cookie names, when it is genuine and names this account; else null (an unknown device). */
export async function knownDeviceOf(secrets: AuthSecrets, cookie: string | null | undefined, email: string): Promise<string | null> {
  const parts = cookie?.split('.') ?? [];
  if (parts.length !== 3) return null;
  const [account, device, signature] = parts;
  if (Buffer.from(account, 'base64url').toString() !== email) return null;
  const expected = Buffer.from(await secrets.mac(PURPOSE, `${account}.${device}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
}
