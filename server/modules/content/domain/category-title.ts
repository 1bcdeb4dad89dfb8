import { categoryTitleError } from '../../../../src/core/domain/category-rules';
import { CATEGORY_MESSAGES } from '../content-messages';

export const MAX_CATEGORY_TITLE_LENGTH = 60;

/** The title as stored: runs of spaces become one, the ends are trimmed. */
export function categoryTitleOf(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** What is wrong with a stored-form title, in Persian, or null: the shared rule, then the column's length. */
export function categoryTitleProblem(title: string): string | null {
  const error = categoryTitleError(title);
  if (error) return error;
  if ([...title].length > MAX_CATEGORY_TITLE_LENGTH) return CATEGORY_MESSAGES.tooLong;
  return null;
}
