import { isIP } from 'node:net';
import { OUTSIDE_CALENDAR_MESSAGES as M } from '../../../src/core/domain/outside-calendar';
import { isPublicAddress } from './public-address';

/** A calendar address as the server reads it: https (webcal:// means https), or its Persian fault. */
export type CheckedAddress = { ok: true; url: URL } | { ok: false; message: string };

/**
 * The address as typed, checked without leaving the process: a full http(s) or webcal URL with no
 * user name or password, and no private or loopback IP written into it (unless allowed). A name is
 * resolved and checked by the fetcher, on each reading and each redirect.
 */
export function checkCalendarAddress(typed: string, allowPrivate: boolean): CheckedAddress {
  let url: URL;
  try {
    url = new URL(typed.trim().replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    return { ok: false, message: M.addressInvalid };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || !url.hostname) {
    return { ok: false, message: M.addressInvalid };
  }
  url.hash = '';
  if (!allowPrivate && !hostMayBePublic(url.hostname)) return { ok: false, message: M.addressPrivate };
  return { ok: true, url };
}

/** False for an IP written as the host that is not public, and for names that always mean this machine. */
export function hostMayBePublic(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(bare)) return isPublicAddress(bare);
  return bare !== 'localhost' && !bare.endsWith('.localhost') && !bare.endsWith('.local') && !bare.endsWith('.internal');
}
