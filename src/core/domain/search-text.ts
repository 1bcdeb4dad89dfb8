/**
 * Letters that Arabic keyboards, Urdu/Kurdish fonts or old texts write differently from
 * Persian, mapped to the Persian form. Applied after compatibility decomposition, which has
 * already reduced أ إ آ ؤ ئ ۀ and the presentation forms to a base letter plus a mark.
 */
const LETTER_FOLDS: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ې: 'ی',
  ۍ: 'ی',
  ے: 'ی',
  ێ: 'ی',
  ك: 'ک',
  ڪ: 'ک',
  ګ: 'ک',
  ة: 'ه',
  ە: 'ه',
  ھ: 'ه',
  ہ: 'ه',
  ۂ: 'ه',
  ۀ: 'ه',
  ٱ: 'ا',
  ٲ: 'ا',
  ٳ: 'ا',
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ؤ: 'و',
  ئ: 'ی',
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/**
 * Characters that only shape or direct text: half-space (ZWNJ), joiners, soft hyphen, bidi
 * marks, byte-order mark, kashida and the lone hamza. They are dropped, so "می‌خواهم",
 * "میخواهم" and "می‌خواهم" written with a joiner all become one word.
 */
const INVISIBLE = /[\u200b-\u200f\u00ad\u202a-\u202e\u2066-\u2069\ufeff\u0640\u0621]/g;

/**
 * Folds text so that Persian and Arabic spellings, half-spaces, diacritics and digit
 * scripts compare equal: what is stored for search and what a query becomes. Punctuation
 * and symbols separate words, so a query of only symbols folds to the empty string.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(FOLDABLE, (c) => LETTER_FOLDS[c])
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_ZERO))
    .toLowerCase()
    .replace(/[\p{P}\p{S}\p{Z}\s]+/gu, ' ')
    .trim();
}

/** The words of a query after folding; empty when it held only spaces and symbols. */
export function searchWords(query: string): string[] {
  const folded = normalizeForSearch(query);
  return folded ? folded.split(' ') : [];
}

const BLOCK_TAG = /<\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|br|hr|tr|td|th|table|section|article|pre|figure|figcaption)\b[^>]*>/gi;
const NAMED_ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", zwnj: '\u200c' };

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#x') || body.startsWith('#X')) return codePointOr(parseInt(body.slice(2), 16), entity);
  if (body.startsWith('#')) return codePointOr(parseInt(body.slice(1), 10), entity);
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

function codePointOr(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/**
 * The text of an article's HTML, without tags or entities, for search and excerpts. Block
 * elements separate words; inline ones (bold, links) do not split the word they sit in.
 */
export function plainTextOfHtml(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchTextFor(title: string, html: string): string {
  return normalizeForSearch(`${title} ${plainTextOfHtml(html)}`);
}
