import { CATEGORY_TITLE_MIN_LENGTH } from './limits';

export const CATEGORY_TITLE_EMPTY = 'عنوان دسته بندی نمیتواند خالی باشد';
export const CATEGORY_TITLE_TOO_SHORT = 'عنوان دسته بندی باید حداقل ۳ کاراکتر باشد';

/** The one rule for a category title, on create and on edit, in the browser and on the server. */
export function categoryTitleError(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return CATEGORY_TITLE_EMPTY;
  if ([...trimmed].length < CATEGORY_TITLE_MIN_LENGTH) return CATEGORY_TITLE_TOO_SHORT;
  return null;
}
