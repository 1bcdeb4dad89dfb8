import { diffWords } from 'diff';
import type { DiffPart } from '../../../../src/core/contracts/api/post-versions-api';
import { plainTextOfHtml } from '../../../../src/core/domain/search-text';

export type { DiffPart };

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi;

/** An article's HTML as a reader's paragraphs: one line each, without markup. */
export function paragraphsOf(html: string): string {
  return html
    .split(BLOCK_END)
    .map(plainTextOfHtml)
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * What changed from `before` to `after`, word by word. Persian words are found by the
 * runtime's word segmenter: the library's own word rule knows Latin letters only and would
 * compare Persian letter by letter. Paragraph breaks stay in the text of the parts.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const intlSegmenter = new Intl.Segmenter('fa', { granularity: 'word' });
  return diffWords(before, after, { intlSegmenter }).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}
