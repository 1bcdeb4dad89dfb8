import { POST_MESSAGES } from '../content-messages';

const ARABIC_FORMS: Record<string, string> = { ي: 'ی', ى: 'ی', ك: 'ک' };
const MAX_SLUG_LENGTH = 80;
export const FALLBACK_SLUG = 'مقاله';

/** Persian (and Latin) letters and digits kept, spaces and half-spaces as '-', everything else dropped; not cut. */
function normalizedSlug(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[يىك]/g, (c) => ARABIC_FORMS[c])
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(/[\s\u200c\u200b\u200d\u00a0\u202f_-]+/g, '-')
    .replace(/[^\u0621-\u063A\u0641-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC\u06C0\u0622\u06F0-\u06F9a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The address part made from a Persian title: Persian (and Latin) letters and digits are
 * kept, spaces and half-spaces become '-', everything else goes.
 */
export function slugFromTitle(title: string): string {
  const cut = [...normalizedSlug(title)].slice(0, MAX_SLUG_LENGTH).join('').replace(/-$/, '');
  return cut || FALLBACK_SLUG;
}

/**
 * A slug the consultant typed, tidied by the same rules as one made from a title (spaces
 * become '-', other marks go), or the Persian refusal: nothing left, or too long (never cut).
 */
export function slugFromInput(raw: string): { slug: string } | { problem: string } {
  const slug = normalizedSlug(raw);
  if (slug === '') return { problem: POST_MESSAGES.slugEmpty };
  if ([...slug].length > MAX_SLUG_LENGTH) return { problem: POST_MESSAGES.slugTooLong };
  return { slug };
}

/** The first of slug, slug-2, slug-3... that is not taken. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
