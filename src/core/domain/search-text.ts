const ARABIC_TO_PERSIAN: Record<string, string> = {
  'ي': 'ی', 'ى': 'ی', 'ئ': 'ی', 'ك': 'ک', 'ة': 'ه', 'ۀ': 'ه', 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ؤ': 'و',
};
const DIGIT_ZERO = { persian: 0x06f0, arabic: 0x0660 };

/**
 * Folds text so that Persian and Arabic spellings, half-spaces, diacritics and digit
 * scripts compare equal: what is stored for search and what a query becomes.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[يىئكةۀأإآٱؤ]/g, (c) => ARABIC_TO_PERSIAN[c])
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - DIGIT_ZERO.persian))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - DIGIT_ZERO.arabic))
    .replace(/[\u200c\u200b\u200d\u00a0\u202f\s]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The text of an article's HTML, without tags or entities, for search and excerpts. */
export function plainTextOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchTextFor(title: string, html: string): string {
  return normalizeForSearch(`${title} ${plainTextOfHtml(html)}`);
}
