import sanitizeHtml from 'sanitize-html';

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
