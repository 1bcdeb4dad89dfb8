import sanitizeHtml from 'sanitize-html';

export const INDENT_CLASSES = [1, 2, 3, 4, 5, 6, 7, 8].map((level) => `indent-${level}`);
const BLOCKS = ['p', 'h1', 'h2', 'h3', 'blockquote', 'li'];

/**
 * Exactly what the admin editor produces: headings 1-3, paragraphs, quotes, lists, bold,
 * italic, underline, line breaks, links (http, https, mailto, tel) and the indent classes.
 * Everything else is dropped; script and style bodies go with their tags.
 */
const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h1', 'h2', 'h3', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'a', 'blockquote', 'br'],
  allowedAttributes: { a: ['href'], ...Object.fromEntries(BLOCKS.map((tag) => [tag, ['class']])) },
  allowedClasses: Object.fromEntries(BLOCKS.map((tag) => [tag, INDENT_CLASSES])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * A title is plain text: markup is dropped, entities become the characters they name and
 * spaces collapse. Angle brackets left over from broken markup go too, so no page that
 * forgets to escape a title can be made to open a tag.
 */
export function plainTitle(raw: string): string {
  return sanitizeHtml(raw, NO_TAGS)
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .replace(/[<>]/g, '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
