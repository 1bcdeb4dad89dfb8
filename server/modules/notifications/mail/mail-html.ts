import type { MailContent, MailFact, MailLink } from '../ports/mail-content';
import { LOOK } from './mail-look';
import { absoluteUrl, logoOf, type MailSite } from './mail-site';
import { mailSubject } from './mail-text';

/** Every text the HTML carries goes through this: a name or title cannot open a tag or leave an attribute. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const presentation = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

/**
 * The HTML part: one right-to-left card of tables with inline styles, as mail clients read
 * them. The site's logo (when there is one) is the only image and its alt text is the site's
 * name, so nothing is lost with images off; there is no script and no remote stylesheet or font.
 */
export function mailHtml(content: MailContent, site: MailSite): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="fa" dir="rtl">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(mailSubject(content, site))}</title>`,
    '</head>',
    `<body style="${LOOK.body}">`,
    `<table ${presentation} dir="rtl" lang="fa" width="100%" style="${LOOK.outer}"><tr><td align="center" style="${LOOK.outerCell}">`,
    `<table ${presentation} dir="rtl" width="100%" style="${LOOK.card}">`,
    `<tr><td style="${LOOK.header}">${header(site)}</td></tr>`,
    `<tr><td style="${LOOK.main}">${main(content, site)}</td></tr>`,
    '</table>',
    `<table ${presentation} dir="rtl" width="100%" style="max-width:600px;"><tr><td style="${LOOK.footer}">${footer(site)}</td></tr></table>`,
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}

function header(site: MailSite): string {
  const name = escapeHtml(site.profile.siteName);
  const logo = logoOf(site);
  if (!logo) return `<p style="${LOOK.siteName}">${name}</p>`;
  // The logo stands for the name; images off, its alt text is the name in the same type. Only its
  // height is fixed: a fixed width would wrap and clip the alt text of a long name.
  return `<img src="${escapeHtml(logo)}" alt="${name}" height="48" style="${LOOK.logo}">`;
}

function main(content: MailContent, site: MailSite): string {
  return [
    `<h1 style="${LOOK.title}">${escapeHtml(content.title)}</h1>`,
    ...content.paragraphs.map((text) => `<p style="${LOOK.paragraph}">${escapeHtml(text)}</p>`),
    facts(content.facts, site),
    buttons(content.links, site),
    ...content.notes.map((text) => `<p style="${LOOK.note}">${escapeHtml(text)}</p>`),
  ]
    .filter(Boolean)
    .join('\n');
}

function facts(list: MailFact[], site: MailSite): string {
  if (list.length === 0) return '';
  const rows = list.map(
    (fact) =>
      `<tr><th scope="row" style="${LOOK.factLabel}">${escapeHtml(fact.label)}</th><td style="${LOOK.factValue}">${factValue(fact, site)}</td></tr>`,
  );
  return `<table dir="rtl" width="100%" cellpadding="0" cellspacing="0" border="0" style="${LOOK.facts}">\n${rows.join('\n')}\n</table>`;
}

function factValue(fact: MailFact, site: MailSite): string {
  const url = fact.href ? absoluteUrl(fact.href, site.publicUrl) : null;
  return url ? `<a href="${escapeHtml(url)}" style="${LOOK.factLink}">${escapeHtml(fact.value)}</a>` : escapeHtml(fact.value);
}

function buttons(links: MailLink[], site: MailSite): string {
  const cells = links.flatMap((link) => {
    const url = absoluteUrl(link.href, site.publicUrl);
    return url
      ? [`<td style="${LOOK.buttonCell}"><a href="${escapeHtml(url)}" style="${LOOK.button}">${escapeHtml(link.label)}</a></td>`]
      : [];
  });
  return cells.length > 0 ? `<table ${presentation} dir="rtl" style="${LOOK.buttons}"><tr>${cells.join('')}</tr></table>` : '';
}

function footer(site: MailSite): string {
  const { siteName, ownerName, title } = site.profile;
  const home = absoluteUrl('/', site.publicUrl);
  const name = home ? `<a href="${escapeHtml(home)}" style="${LOOK.footerLink}">${escapeHtml(siteName)}</a>` : escapeHtml(siteName);
  const owner = [ownerName, title]
    .map((part) => part.trim())
    .filter(Boolean)
    .map(escapeHtml)
    .join('، ');
  return owner ? `${name}<br>${owner}` : name;
}
