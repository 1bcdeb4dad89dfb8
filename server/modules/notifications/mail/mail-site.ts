import type { SiteProfile } from '../../../../src/core/domain/site-profile';

/** Whose e-mail it is: the practice's profile (name, owner, logo) and the site's public address. */
export interface MailSite {
  profile: SiteProfile;
  /** https://example.ir: links and the logo are written under it */
  publicUrl: string;
}

/**
 * An address as a mail client needs it, whole: a path is taken under the site's public address.
 * Anything but http(s) (`javascript:`, `data:`) is null, so no message can carry one.
 */
export function absoluteUrl(href: string, publicUrl: string): string | null {
  try {
    const url = new URL(href, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The logo's JPEG (every mail client reads it) under the public address, or null when the practice has none. */
export function logoOf(site: MailSite): string | null {
  const logo = site.profile.images.logo;
  return logo ? absoluteUrl(logo.jpeg, site.publicUrl) : null;
}
