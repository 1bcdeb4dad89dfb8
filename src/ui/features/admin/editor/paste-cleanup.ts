import { MAX_INDENT } from './editor-types';
import { ALLOWED_LINK_PROTOCOLS } from './link-rules';
import { wordListsToLists } from './word-lists';

/**
 * Pasted HTML (Word, Google Docs, a web page) brought to the few tags the article knows,
 * before the sanitizer drops everything else: what a style says (bold, italic, underline, an
 * indent) becomes a tag or an indent-N class, containers become paragraphs, deeper headings
 * become heading 3 and nested lists become indented items.
 */

const TEXT_BLOCKS = 'p, h1, h2, h3, blockquote, li';
const CONTAINERS =
  'div, section, article, header, footer, main, aside, nav, figure, figcaption, td, th, caption, dd, dt, address, pre, center';
const BLOCK_CHILD =
  /^(p|h[1-6]|blockquote|ul|ol|li|table|tbody|thead|tfoot|tr|div|section|article|header|footer|main|aside|nav|figure|figcaption|td|th|caption|dl|dd|dt|address|pre|center)$/;

function styleOf(element: Element, property: string): string {
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i').exec(element.getAttribute('style') ?? '');
  return match ? match[1].trim().toLowerCase() : '';
}

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag);
  for (const name of ['style', 'class', 'data-indent', 'href']) {
    const value = element.getAttribute(name);
    if (value !== null) renamed.setAttribute(name, value);
  }
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

function wrapChildren(element: Element, tag: string): void {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

/** Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">, which is not bold. */
function dropNotBoldWrappers(doc: Document): void {
  for (const b of [...doc.body.querySelectorAll('b, strong')]) {
    const weight = styleOf(b, 'font-weight');
    if (b.id.startsWith('docs-internal-guid') || weight === 'normal' || weight === '400') b.replaceWith(...b.childNodes);
  }
}

/** <b> and <i> are the article's <strong> and <em>. */
function tagsToMarks(doc: Document): void {
  for (const b of [...doc.body.querySelectorAll('b')]) rename(b, 'strong');
  for (const i of [...doc.body.querySelectorAll('i')]) rename(i, 'em');
}

function isAllowedLink(href: string | null): boolean {
  try {
    return href !== null && (ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(new URL(href.trim()).protocol);
  } catch {
    return false;
  }
}

/** A link to somewhere the article may not link (javascript:, data:, a path of the other site) keeps only its text. */
function unwrapDisallowedLinks(doc: Document): void {
  for (const link of [...doc.body.querySelectorAll('a')])
    if (!isAllowedLink(link.getAttribute('href'))) link.replaceWith(...link.childNodes);
}

/** Bold, italic and underline written as styles (Docs and many pages) become tags. */
function stylesToMarks(doc: Document): void {
  for (const span of [...doc.body.querySelectorAll('span[style], font[style]')]) {
    const weight = styleOf(span, 'font-weight');
    if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) wrapChildren(span, 'strong');
    if (/italic|oblique/.test(styleOf(span, 'font-style'))) wrapChildren(span, 'em');
    const decoration = `${styleOf(span, 'text-decoration')} ${styleOf(span, 'text-decoration-line')}`;
    if (decoration.includes('underline') && !span.closest('a')) wrapChildren(span, 'u');
  }
}

const POINTS_PER: Record<string, number> = { pt: 1, px: 0.75, cm: 28.35, mm: 2.835, in: 72, em: 12, rem: 12 };

function points(value: string): number {
  const match = /^(-?[\d.]+)\s*(pt|px|cm|mm|in|em|rem)?$/.exec(value);
  return match ? Number(match[1]) * POINTS_PER[match[2] ?? 'px'] : 0;
}

/** An indent written as a margin or padding (36pt, Word's and Docs' step, a level), or left by a list. */
function indentOf(element: Element): number {
  const marked = Number(element.getAttribute('data-indent') ?? 0);
  if (marked) return marked;
  const start = Math.max(
    ...['margin-left', 'margin-right', 'padding-left', 'padding-right', 'margin-inline-start'].map((side) =>
      points(styleOf(element, side)),
    ),
  );
  return Math.round(start / 36);
}

function indentsToClasses(doc: Document): void {
  for (const block of doc.body.querySelectorAll(TEXT_BLOCKS)) {
    const level = Math.min(MAX_INDENT, indentOf(block));
    if (level >= 1) block.setAttribute('class', `indent-${level}`);
    else block.removeAttribute('class');
  }
}

/** A list inside a list item: its items follow the outer item, one step further in. */
function flattenNestedLists(doc: Document): void {
  for (const inner of [...doc.body.querySelectorAll('li ul, li ol')].reverse()) {
    const outer = inner.parentElement?.closest('li');
    if (!outer) continue;
    const depth = Number(outer.getAttribute('data-indent') ?? 0) + 1;
    const items = [...inner.children].filter((child) => child.tagName.toLowerCase() === 'li');
    for (const item of items) item.setAttribute('data-indent', String(Number(item.getAttribute('data-indent') ?? 0) + depth));
    outer.after(...items);
    inner.remove();
  }
  // Docs marks an item's level with aria-level instead of nesting
  for (const item of doc.body.querySelectorAll('li[aria-level]')) {
    const level = Number(item.getAttribute('aria-level'));
    if (level > 1 && !item.hasAttribute('data-indent')) item.setAttribute('data-indent', String(level - 1));
  }
}

/** Containers and table cells: a paragraph when they hold only text, else only their content. */
function containersToParagraphs(doc: Document): void {
  for (const element of [...doc.body.querySelectorAll(CONTAINERS)].reverse()) {
    const holdsBlocks = [...element.children].some((child) => BLOCK_CHILD.test(child.tagName.toLowerCase()));
    if (holdsBlocks || element.closest('li, p, h1, h2, h3, h4, h5, h6')) element.replaceWith(...element.childNodes);
    else rename(element, 'p');
  }
  for (const heading of [...doc.body.querySelectorAll('h4, h5, h6')]) rename(heading, 'h3');
}

/** The pasted HTML in the article's own tags; the sanitizer runs after this. */
export function cleanPastedHtml(html: string, parser: Pick<DOMParser, 'parseFromString'>): string {
  const doc = parser.parseFromString(html, 'text/html');
  for (const junk of [...doc.querySelectorAll('script, style, template, noscript, iframe, object, svg, math, title, meta, link')])
    junk.remove();
  wordListsToLists(doc);
  dropNotBoldWrappers(doc);
  tagsToMarks(doc);
  unwrapDisallowedLinks(doc);
  stylesToMarks(doc);
  flattenNestedLists(doc);
  containersToParagraphs(doc);
  indentsToClasses(doc);
  return doc.body.innerHTML;
}
