import { IMAGE_CONTENT_ERROR, MAX_IMAGE_BYTES } from '../../../src/core/domain/image-rules';
import { POST_FIELD_MESSAGES } from '../../../src/core/domain/post-rules';
import { toPersianDigits } from '../../../src/core/domain/persian-digits';

/** What the content module says to the admin and the reader, in the spec's words. */
export const POST_MESSAGES = {
  created: 'مقاله با موفقیت منتشر شد',
  updated: 'مقاله با موفقیت بروزرسانی شد',
  deleted: 'مقاله با موفقیت حذف شد',
  notFound: 'مقاله پیدا نشد',
  titleRequired: POST_FIELD_MESSAGES.titleRequired,
  titleTooLong: POST_FIELD_MESSAGES.titleTooLong,
  categoryRequired: POST_FIELD_MESSAGES.categoryRequired,
  categoryNotFound: 'دسته بندی انتخاب‌شده پیدا نشد',
  contentRequired: POST_FIELD_MESSAGES.contentRequired,
  notYourAccount: 'فقط با شناسه حساب خودتان می‌توانید مقاله را تغییر دهید',
  notYourPost: 'این مقاله متعلق به شما نیست',
  draftSaved: 'ذخیره شد',
  publishedNotAutosaved: 'این مقاله منتشر شده است؛ تغییرات آن با دکمه بروزرسانی ذخیره می‌شود',
  slugEmpty: 'نشانی مقاله باید دست‌کم یک حرف یا عدد داشته باشد',
  slugTooLong: 'نشانی مقاله نباید بیشتر از ۸۰ نویسه باشد',
  slugTaken: 'این نشانی پیش‌تر برای مقاله دیگری به کار رفته است؛ نشانی دیگری انتخاب کنید',
} as const;

export const VERSION_MESSAGES = {
  notFound: 'این نسخه از مقاله پیدا نشد',
  restored: 'نسخه انتخاب‌شده بازگردانده شد',
} as const;

export const CATEGORY_MESSAGES = {
  created: 'دسته بندی با موفقیت اضافه شد',
  updated: 'دسته بندی با موفقیت ویرایش شد',
  deleted: 'دسته بندی با موفقیت حذف شد',
  notFound: 'دسته بندی پیدا نشد',
  duplicate: 'دسته بندی با این عنوان از قبل وجود دارد',
  tooLong: 'عنوان دسته بندی نباید بیشتر از ۶۰ کاراکتر باشد',
  moveTargetMissing: 'دسته بندی مقصد برای انتقال مقاله ها پیدا نشد',
  moveTargetSame: 'مقاله ها را نمی‌توان به همان دسته بندی منتقل کرد',
  inUse: (count: number) =>
    `این دسته بندی در ${toPersianDigits(count)} مقاله استفاده شده است و تا وقتی مقاله ای به آن تعلق دارد حذف نمی‌شود`,
} as const;

export const IMAGE_MESSAGES = {
  empty: 'فایل تصویر خالی است',
  tooLarge: `حجم تصویر نباید بیشتر از ${toPersianDigits(MAX_IMAGE_BYTES / (1024 * 1024))} مگابایت باشد`,
  notAnImage: IMAGE_CONTENT_ERROR,
  fieldTooLong: 'متن ارسال‌شده بیش از حد طولانی است',
} as const;

/** /search and /media: the blog lists' own title and description in their pages' HTML. */
export const BLOG_LIST_META: Record<string, { title: string; description: string }> = {
  '/search': { title: 'مقالات', description: 'مقالات آموزشی درباره مالیات، حسابرسی و مدیریت مالی؛ جستجو در همه مقالات.' },
  '/media': { title: 'حضور در رسانه', description: 'گفت‌وگوها و یادداشت‌های منتشرشده در رسانه‌ها درباره مالیات، حسابرسی و مدیریت مالی.' },
};
