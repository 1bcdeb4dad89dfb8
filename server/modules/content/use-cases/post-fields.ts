import { MAX_POST_TITLE_LENGTH } from '../../../../src/core/domain/post-rules';
import { plainTextOfHtml } from '../../../../src/core/domain/search-text';
import { POST_MESSAGES } from '../content-messages';
import { sanitizeArticleHtml } from '../../../../src/core/domain/sanitize-article-html';
import { plainTitle } from '../domain/sanitize-article';
import type { ContentContext } from './content-context';
import { Refusal } from '../../refusal';

const refuse = (message: string) => new Refusal('invalid', message);

/** The title as plain text, present and not too long. */
export function checkedTitle(raw: string): string {
  const title = plainTitle(raw);
  if (title === '') throw refuse(POST_MESSAGES.titleRequired);
  if ([...title].length > MAX_POST_TITLE_LENGTH) throw refuse(POST_MESSAGES.titleTooLong);
  return title;
}

/** The article's HTML as the editor makes it, with text a reader would see. */
export function checkedContent(raw: string): string {
  const content = sanitizeArticleHtml(raw);
  if (plainTextOfHtml(content) === '') throw refuse(POST_MESSAGES.contentRequired);
  return content;
}

/** A chosen category that exists. */
export async function checkedCategoryId(context: Pick<ContentContext, 'categories'>, raw: string): Promise<string> {
  const id = raw.trim();
  if (id === '') throw refuse(POST_MESSAGES.categoryRequired);
  if (!(await context.categories.exists(id))) throw refuse(POST_MESSAGES.categoryNotFound);
  return id;
}

/** A checkbox as a form sends it. */
export const isChecked = (raw: string | undefined) => raw === 'true' || raw === 'on' || raw === '1';
