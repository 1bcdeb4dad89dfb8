import { toBusinessWallClock } from './business-time';
import { isoToJalali, jalaliToIso } from './jalali-date';
import { jalaliDateText, normalizeTimeText, parseJalaliDateText } from './jalali-date-text';
import { toPersianDigits } from './persian-digits';
import { tehranInstant } from './tehran-time';

/** Where an article stands: only a published one is read by visitors, feeds and search. */
export type PostState = 'draft' | 'scheduled' | 'published';
export const POST_STATES: readonly PostState[] = ['draft', 'scheduled', 'published'];

export const POST_STATE_LABELS: Record<PostState, string> = {
  draft: 'پیش‌نویس',
  scheduled: 'زمان‌بندی‌شده',
  published: 'منتشرشده',
};

export const MAX_COVER_ALT_LENGTH = 200;
export const MAX_SEO_TITLE_LENGTH = 70;
export const MAX_SEO_DESCRIPTION_LENGTH = 160;

/** What the form and the server say about the publishing fields, in the same words. */
export const POST_PUBLISHING_MESSAGES = {
  coverAltRequired: 'برای تصویر مقاله متن جایگزین (توضیح تصویر) بنویسید',
  coverAltTooLong: `متن جایگزین تصویر نباید بیشتر از ${toPersianDigits(MAX_COVER_ALT_LENGTH)} کاراکتر باشد`,
  seoTitleTooLong: `عنوان سئو نباید بیشتر از ${toPersianDigits(MAX_SEO_TITLE_LENGTH)} کاراکتر باشد`,
  seoDescriptionTooLong: `توضیح سئو نباید بیشتر از ${toPersianDigits(MAX_SEO_DESCRIPTION_LENGTH)} کاراکتر باشد`,
  publishTimeInvalid: 'تاریخ و ساعت انتشار را مانند ۱۴۰۵/۰۹/۰۱ و ۱۰:۳۰ بنویسید',
  publishTimePast: 'زمان انتشار باید در آینده باشد',
  invalidState: 'وضعیت مقاله معتبر نیست',
} as const;

export function isPostState(value: unknown): value is PostState {
  return typeof value === 'string' && (POST_STATES as readonly string[]).includes(value);
}

/** The instant a Jalali date ("۱۴۰۵/۰۹/۰۱") and a time ("۱۰:۳۰") name on Tehran's clock; null when either is not one. */
export function tehranPublishInstant(dateText: string, timeText: string): Date | null {
  const date = parseJalaliDateText(dateText);
  const time = normalizeTimeText(timeText);
  if (!date || !time) return null;
  return new Date(tehranInstant({ date: jalaliToIso(date), time }));
}

/** An instant as the form's Jalali date and time on Tehran's clock. */
export function tehranPublishFields(instant: string | Date): { date: string; time: string } {
  const wall = toBusinessWallClock(instant);
  return { date: jalaliDateText(isoToJalali(wall.date)), time: toPersianDigits(wall.time) };
}

/** The length rules of the optional and cover fields: the first Persian problem, or null. */
export function publishingFieldsProblem(fields: {
  hasCover: boolean;
  coverAlt: string;
  seoTitle: string;
  seoDescription: string;
}): string | null {
  const length = (text: string) => [...text].length;
  if (fields.hasCover && fields.coverAlt === '') return POST_PUBLISHING_MESSAGES.coverAltRequired;
  if (length(fields.coverAlt) > MAX_COVER_ALT_LENGTH) return POST_PUBLISHING_MESSAGES.coverAltTooLong;
  if (length(fields.seoTitle) > MAX_SEO_TITLE_LENGTH) return POST_PUBLISHING_MESSAGES.seoTitleTooLong;
  if (length(fields.seoDescription) > MAX_SEO_DESCRIPTION_LENGTH) return POST_PUBLISHING_MESSAGES.seoDescriptionTooLong;
  return null;
}
