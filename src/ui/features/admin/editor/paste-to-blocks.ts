import type { Editor } from 'slate';
import type { BlockElement } from './editor-types';
import { htmlToSlate } from './html-serialization';
import { cleanPastedHtml } from './paste-cleanup';

type Parser = Pick<DOMParser, 'parseFromString'>;
type Sanitize = (html: string) => string;

/** The server's sanitizer, fetched on the first paste: it is large, and most visits to the editor never paste. */
const loadSanitizer = (): Promise<Sanitize> =>
  import(/* webpackChunkName: "article-sanitizer" */ '../../../../core/domain/sanitize-article-html').then(
    (module) => module.sanitizeArticleHtml,
  );

/** A paragraph of nothing but spaces (Word's empty <o:p>&nbsp;</o:p> lines) is not pasted. */
const isBlank = (block: BlockElement) =>
  block.type === 'paragraph' && block.children.every((child) => 'text' in child && child.text.trim() === '');

/**
 * Pasted HTML as editor blocks: mapped onto the article's tags, then through the server's own
 * sanitizer, so nothing is pasted that saving would drop (scripts, handlers, styles, classes,
 * fonts, other links than http, https, mailto and tel, images from elsewhere).
 */
export function pastedHtmlToBlocks(html: string, sanitize: Sanitize, parser: Parser = new DOMParser()): BlockElement[] {
  return htmlToSlate(sanitize(cleanPastedHtml(html, parser)), parser).filter((block) => !isBlank(block));
}

/** Plain text as paragraphs: a blank line between paragraphs, a single line break kept as one. */
export function plainTextToBlocks(text: string): BlockElement[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((part) => part.replace(/^\n+|\s+$/g, ''))
    .filter((part) => part.trim() !== '')
    .map((part) => ({ type: 'paragraph', children: [{ text: part }] }));
}

const insertBlocks = (editor: Editor, blocks: BlockElement[]) => {
  if (blocks.length > 0 && editor.selection) editor.insertFragment(blocks);
};

/**
 * What a paste or drop brings into the editor: its HTML when it has some (read at once, as a
 * DataTransfer empties after its event, and inserted once the sanitizer is there), else its
 * plain text.
 */
export function withArticlePaste<T extends Editor>(editor: T, sanitizer: () => Promise<Sanitize> = loadSanitizer): T {
  const { insertData } = editor;
  editor.insertData = (data) => {
    const html = data.getData('text/html');
    const text = data.getData('text/plain');
    if (html.trim()) void sanitizer().then((sanitize) => insertBlocks(editor, pastedHtmlToBlocks(html, sanitize)));
    else if (text) insertBlocks(editor, plainTextToBlocks(text));
    else insertData(data);
  };
  return editor;
}
