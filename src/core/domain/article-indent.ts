/** An article's blocks indent from 0 (none) to this many steps, stored as class indent-N. */
export const MAX_ARTICLE_INDENT = 8;
