import type { SiteImage } from '../../src/core/domain/site-profile';

/** The build's own icon link (the drawn mark, /favicon.svg), which a favicon of the consultant's replaces. */
const BUILT_ICON = /<link rel="icon"[^>]*>/;

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const href = (storedPath: string) => escapeAttribute(`/${storedPath.replace(/^\/+/, '')}`);

/**
 * The <head> links of the consultant's favicon: the tab's 32-pixel PNG and the 512 for an
 * installed app as `icon`, the 180 as a phone's home-screen `apple-touch-icon`. A favicon stored
 * without its icons is linked by its picture; none at all gives nothing (the build's stays).
 */
export function faviconLinks(image: SiteImage | null): string {
  if (!image) return '';
  const icons = image.icons ?? [];
  if (icons.length === 0) return `<link rel="icon" type="image/jpeg" href="${href(image.jpeg)}">`;
  return icons
    .map(({ size, png }) =>
      size === 180
        ? `<link rel="apple-touch-icon" sizes="180x180" href="${href(png)}">`
        : `<link rel="icon" type="image/png" sizes="${size}x${size}" href="${href(png)}">`,
    )
    .join('\n    ');
}

/** A page with the consultant's favicon in place of the build's icon; unchanged when none is set. */
export function withFavicon(html: string, image: SiteImage | null): string {
  const links = faviconLinks(image);
  if (!links) return html;
  return BUILT_ICON.test(html) ? html.replace(BUILT_ICON, () => links) : html.replace('</head>', () => `    ${links}\n  </head>`);
}
