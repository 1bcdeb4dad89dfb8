import type { MailSite } from '../../../../server/modules/notifications';
import type { SiteProfile } from '../../../../src/core/domain/site-profile';
import { DEMO_SITE_PROFILE } from '../../../../server/seed/demo-site-profile';

export const MAIL_PUBLIC_URL = 'https://moshaver.example';

/** The practice an e-mail is written for: the demo consultant, with what a test changes. */
export function aMailSite(change: Partial<SiteProfile> = {}, publicUrl = MAIL_PUBLIC_URL): MailSite {
  return { profile: { ...DEMO_SITE_PROFILE, ...change }, publicUrl };
}

/** A logo as the site keeps it after an upload: relative paths, a wide picture. */
export const UPLOADED_LOGO: NonNullable<SiteProfile['images']['logo']> = {
  jpeg: 'uploads/site/logo-320.jpg',
  webp: 'uploads/site/logo-320.webp',
  avif: 'uploads/site/logo-320.avif',
  width: 320,
  height: 96,
};
