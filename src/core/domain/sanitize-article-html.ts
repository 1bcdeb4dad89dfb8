import sanitizeHtml from 'sanitize-html';

export const INDENT_CLASSES = [1, 2, 3, 4, 5, 6, 7, 8].map((level) => `indent-${level}`);
const BLOCKS = ['p', 'h1', 'h2', 'h3', 'blockquote', 'li'];

/** Where the site serves its own uploads: an image in an article shows one of these, nothing else. */
export const ARTICLE_IMAGE_SRC = /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9-]+\.(?:png|jpg)$/;

/** An <img> stays only with a src under the site's own uploads and a non-empty alt, and keeps only those two. */
const keepOwnImage = (frame: sanitizeHtml.IFrame): boolean =>
  frame.tag === 'img' && !(ARTICLE_IMAGE_SRC.test(frame.attribs.src ?? '') && (frame.attribs.alt ?? '').trim() !== '');

/**
 * Exactly what the admin editor produces: headings 1-3, paragraphs, quotes, lists, bold,
 * italic, underline, line breaks, links (http, https, mailto, tel), the indent classes and
 * images from the site's own uploads with their alt text. Everything else is dropped; script
 * and style bodies go with their tags. The server keeps what it stores to this; the editor
 * runs pasted HTML through it too, so both sides hold the same rule.
 */
const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h1', 'h2', 'h3', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'a', 'blockquote', 'br', 'img'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'], ...Object.fromEntries(BLOCKS.map((tag) => [tag, ['class']])) },
  allowedClasses: Object.fromEntries(BLOCKS.map((tag) => [tag, INDENT_CLASSES])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  exclusiveFilter: keepOwnImage,
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}
