export const ALLOWED_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;
export const LINK_PROTOCOL_ERROR = 'فقط پیوندهای http، https، mailto و tel پذیرفته می‌شوند';
export const LINK_EMPTY_ERROR = 'نشانی پیوند را وارد کنید';

export type LinkCheck = { ok: true; url: string } | { ok: false; error: string };

/**
 * A link the editor may insert: http, https, mailto or tel (the server's sanitizer allows
 * the same four). A bare address such as example.com is taken as https.
 */
export function checkLinkUrl(raw: string): LinkCheck {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, error: LINK_EMPTY_ERROR };
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/') ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, error: LINK_PROTOCOL_ERROR };
  }
  if (!(ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return { ok: false, error: LINK_PROTOCOL_ERROR };
  if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname) return { ok: false, error: LINK_PROTOCOL_ERROR };
  return { ok: true, url: withScheme };
}
