/** The texts of spec section 8 for articles and categories, exactly as written there. */
export const ARTICLE_DEFAULT_ERROR = 'خطای ناشناختهای رخ داده است';
export const SAVE_POST_NETWORK_SUFFIX = 'مشکلی پیش آمده است';
export const POST_DELETED_TOAST = 'مقاله با موفقیت حذف شد';
export const CATEGORY_SERVER_FALLBACK = 'مشکلی در سرور رخ داده است';
export const CATEGORY_NETWORK_ERROR = 'مشکلی در ارتباط با سرور رخ داده است';
export const CATEGORY_CREATED_TOAST = 'دسته بندی با موفقیت اضافه شد!';
export const EDIT_FORM_CATEGORIES_ERROR = 'خطایی رخ داده است';

/** What the adapters say when no answer came; section 8 appends its own text to it where it asks to. */
export const NO_ANSWER_FROM_SERVER = 'ارتباط با سرور برقرار نشد.';

/** The spec's texts of the article list and forms. */
export const NO_POSTS_YET = 'هنوز مقاله ای اضافه نکردید';
export const DELETE_POST_QUESTION = 'آیا از حذف این مقاله اطمینان دارید؟';
export const DELETE_CATEGORY_QUESTION = 'آیا از حذف این دسته بندی اطمینان دارید؟';
export const POST_TITLE_REQUIRED = 'عنوان مقاله الزامی است';

/** Deleting a category that holds articles: they move first to another category. */
export const CATEGORY_MOVE_MESSAGES = {
  moveTo: 'انتقال مقاله‌ها به…',
  chooseTarget: 'یک دسته بندی را انتخاب کنید',
  holds: (count: string) => `این دسته بندی ${count} مقاله دارد؛ پیش از حذف، آن‌ها را به دسته بندی دیگری منتقل کنید.`,
  noOtherCategory: 'دسته بندی دیگری برای انتقال مقاله‌ها نیست؛ نخست دسته بندی تازه‌ای بسازید.',
  postCount: (count: string) => `${count} مقاله`,
} as const;
