import { POST_TITLE_REQUIRED } from './admin-content-messages';
import { toPersianDigits } from './persian-digits';

/** The longest article title, in characters, on both sides. */
export const MAX_POST_TITLE_LENGTH = 200;

/** What the article form and the server say about a missing or bad field, in the same words. */
export const POST_FIELD_MESSAGES = {
  titleRequired: POST_TITLE_REQUIRED,
  titleTooLong: `عنوان مقاله نباید بیشتر از ${toPersianDigits(MAX_POST_TITLE_LENGTH)} کاراکتر باشد`,
  categoryRequired: 'دسته بندی مقاله را انتخاب کنید',
  contentRequired: 'متن مقاله نمیتواند خالی باشد',
} as const;

export type PostField = 'title' | 'category' | 'content';
export type PostFieldErrors = Partial<Record<PostField, string>>;

/** True when the article's HTML has no text a reader would see (only tags, spaces or &nbsp;). */
export function isBlankArticleHtml(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s|\u200c/g, '') === '';
}

/** The fields of an article draft that the server would refuse, each with its Persian message. */
export function postDraftErrors(draft: { title: string; category: string; content: string }): PostFieldErrors {
  const errors: PostFieldErrors = {};
  const title = draft.title.trim();
  if (title === '') errors.title = POST_FIELD_MESSAGES.titleRequired;
  else if ([...title].length > MAX_POST_TITLE_LENGTH) errors.title = POST_FIELD_MESSAGES.titleTooLong;
  if (draft.category.trim() === '') errors.category = POST_FIELD_MESSAGES.categoryRequired;
  if (isBlankArticleHtml(draft.content)) errors.content = POST_FIELD_MESSAGES.contentRequired;
  return errors;
}
