import type {
  BlockElement,
  FormattedText,
  ImageElement,
  IndentLevel,
  InlineNode,
  LinkElement,
  ListElement,
  TextBlockElement,
  TextBlockType,
} from './editor-types';
import { MAX_INDENT, emptyArticle } from './editor-types';

/**
 * Article HTML <-> the editor's value, both ways and pure. The HTML is exactly what the
 * server's sanitizer allows, written the way it writes it back, so an article opened and
 * saved unchanged comes out byte for byte the same.
 */

/** The HTML tag of each kind of block; the editor draws its blocks with the same tags. */
export const BLOCK_TAGS = {
  paragraph: 'p',
  'heading-one': 'h1',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'block-quote': 'blockquote',
  'list-item': 'li',
} as const satisfies Record<TextBlockType, string>;
export const LIST_TAGS = { 'bulleted-list': 'ul', 'numbered-list': 'ol' } as const;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function textToHtml(leaf: FormattedText): string {
  if (leaf.text === '') return '';
  let html = leaf.text.split('\n').map(escapeText).join('<br />');
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

function inlineToHtml(node: InlineNode): string {
  if ('type' in node) return `<a href="${escapeAttribute(node.url)}">${node.children.map(textToHtml).join('')}</a>`;
  return textToHtml(node);
}

const isList = (block: BlockElement): block is ListElement => block.type === 'bulleted-list' || block.type === 'numbered-list';

function blockToHtml(block: BlockElement): string {
  if (block.type === 'image') return `<img src="${escapeAttribute(block.src)}" alt="${escapeAttribute(block.alt)}" />`;
  if (isList(block)) {
    const tag = LIST_TAGS[block.type];
    return `<${tag}>${block.children.map(blockToHtml).join('')}</${tag}>`;
  }
  const tag = BLOCK_TAGS[block.type];
  const indent = block.indent ? ` class="indent-${block.indent}"` : '';
  return `<${tag}${indent}>${block.children.map(inlineToHtml).join('')}</${tag}>`;
}

export function slateToHtml(value: readonly BlockElement[]): string {
  return value.map(blockToHtml).join('');
}

type Marks = Omit<FormattedText, 'text'>;

const HEADING_TYPES: Record<string, TextBlockType> = {
  h1: 'heading-one',
  h2: 'heading-two',
  h3: 'heading-three',
  h4: 'heading-three',
  h5: 'heading-three',
  h6: 'heading-three',
};
const MARK_TAGS: Record<string, keyof Marks> = { strong: 'bold', b: 'bold', em: 'italic', i: 'italic', u: 'underline' };
const INLINE_TAGS = new Set(['strong', 'b', 'em', 'i', 'u', 'a', 'br', 'span', 'code', 'small', 'sub', 'sup', 'mark', 's']);

function indentOf(element: Element): IndentLevel | undefined {
  const match = /(?:^|\s)indent-([1-8])(?:\s|$)/.exec(element.getAttribute('class') ?? '');
  const level = match ? Number(match[1]) : 0;
  return level >= 1 && level <= MAX_INDENT ? (level as IndentLevel) : undefined;
}

const sameMarks = (a: FormattedText, b: FormattedText) => a.bold === b.bold && a.italic === b.italic && a.underline === b.underline;

function leaf(text: string, marks: Marks): FormattedText {
  const node: FormattedText = { text };
  if (marks.bold) node.bold = true;
  if (marks.italic) node.italic = true;
  if (marks.underline) node.underline = true;
  return node;
}

/** Slate's own shape: neighbouring texts with the same marks merged, a text on both sides of every link. */
function normalizeInlines(nodes: InlineNode[]): InlineNode[] {
  const merged: InlineNode[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (!('type' in node) && last && !('type' in last) && (sameMarks(last, node) || last.text === '' || node.text === '')) {
      const keep = last.text === '' ? node : last;
      merged[merged.length - 1] = { ...keep, text: last.text + node.text };
    } else {
      merged.push(node);
    }
  }
  const result: InlineNode[] = [];
  for (const node of merged) {
    if ('type' in node && (result.length === 0 || 'type' in result[result.length - 1])) result.push({ text: '' });
    result.push(node);
  }
  if (result.length === 0 || 'type' in result[result.length - 1]) result.push({ text: '' });
  return result;
}

function inlinesOf(nodes: Iterable<ChildNode>, marks: Marks): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    if (node.nodeType === 3) {
      out.push(leaf(node.textContent ?? '', marks));
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (tag === 'br') {
      out.push(leaf('\n', marks));
    } else if (tag === 'a') {
      const children = inlinesOf(element.childNodes, marks).flatMap((child) => ('type' in child ? child.children : [child]));
      const link: LinkElement = {
        type: 'link',
        url: element.getAttribute('href') ?? '',
        children: normalizeInlines(children) as FormattedText[],
      };
      out.push(link);
    } else if (MARK_TAGS[tag]) {
      out.push(...inlinesOf(element.childNodes, { ...marks, [MARK_TAGS[tag]]: true }));
    } else {
      out.push(...inlinesOf(element.childNodes, marks));
    }
  }
  return out;
}

function textBlock(type: TextBlockType, element: Element): TextBlockElement {
  const block: TextBlockElement = { type, children: normalizeInlines(inlinesOf(element.childNodes, {})) };
  const indent = indentOf(element);
  if (indent) block.indent = indent;
  return block;
}

/** An image block, for an <img> the sanitizer keeps (the site's own upload, with alt text). */
export function imageBlock(src: string, alt: string): ImageElement {
  return { type: 'image', src, alt, children: [{ text: '' }] };
}

function listOf(element: Element, type: ListElement['type']): ListElement {
  const items = [...element.children].filter((child) => child.tagName.toLowerCase() === 'li').map((li) => textBlock('list-item', li));
  return { type, children: items.length > 0 ? items : [{ type: 'list-item', children: [{ text: '' }] }] };
}

function blocksOf(nodes: Iterable<ChildNode>): BlockElement[] {
  const blocks: BlockElement[] = [];
  let loose: ChildNode[] = [];
  const flushLoose = () => {
    const inlines = inlinesOf(loose, {});
    loose = [];
    if (inlines.some((node) => 'type' in node || node.text.trim() !== ''))
      blocks.push({ type: 'paragraph', children: normalizeInlines(inlines) });
  };
  for (const node of nodes) {
    const tag = node.nodeType === 1 ? (node as Element).tagName.toLowerCase() : '';
    if (node.nodeType !== 1 || INLINE_TAGS.has(tag)) {
      loose.push(node);
      continue;
    }
    flushLoose();
    const element = node as Element;
    if (tag === 'p' || tag === 'div') blocks.push(textBlock('paragraph', element));
    else if (HEADING_TYPES[tag]) blocks.push(textBlock(HEADING_TYPES[tag], element));
    else if (tag === 'blockquote') blocks.push(textBlock('block-quote', element));
    else if (tag === 'ul') blocks.push(listOf(element, 'bulleted-list'));
    else if (tag === 'ol') blocks.push(listOf(element, 'numbered-list'));
    else if (tag === 'img') blocks.push(imageBlock(element.getAttribute('src') ?? '', element.getAttribute('alt') ?? ''));
    else if (tag === 'li') blocks.push({ type: 'bulleted-list', children: [textBlock('list-item', element)] });
    else blocks.push(...blocksOf(element.childNodes));
  }
  flushLoose();
  return blocks;
}

/** Parses article HTML (in the browser with DOMParser, which runs no script) into the editor's value. */
export function htmlToSlate(html: string, parser: Pick<DOMParser, 'parseFromString'> = new DOMParser()): BlockElement[] {
  const doc = parser.parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const blocks = blocksOf(doc.body.childNodes);
  return blocks.length > 0 ? blocks : emptyArticle();
}
