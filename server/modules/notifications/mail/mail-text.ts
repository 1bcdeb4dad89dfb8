import type { MailContent } from '../ports/mail-content';
import { absoluteUrl, type MailSite } from './mail-site';

/** «رزرو شما قطعی شد | نام سایت»; the title alone while the site has no name yet */
export function mailSubject(content: MailContent, site: MailSite): string {
  const name = site.profile.siteName.trim();
  return name ? `${content.title} | ${name}` : content.title;
}

/**
 * The plain-text part: what happened, the facts one «label: value» a line, each link with its
 * whole address (mail clients make it clickable), what to know, and the site's name to sign.
 */
export function mailText(content: MailContent, site: MailSite): string {
  return [
    ...content.paragraphs,
    ...content.facts.map((fact) => `${fact.label}: ${fact.value}`),
    ...content.links.flatMap((link) => {
      const url = absoluteUrl(link.href, site.publicUrl);
      return url ? [`${link.label}: ${url}`] : [];
    }),
    ...content.notes,
    // signed with the site's name, once it has one
    ...(site.profile.siteName.trim() ? ['', site.profile.siteName.trim()] : []),
  ].join('\n');
}
