/** What the article editor says about pictures in the body. */
export const IMAGE_INSERT_MESSAGES = {
  button: 'تصویر',
  fileLabel: 'فایل تصویر داخل متن',
  altLabel: 'متن جایگزین تصویر داخل متن',
  altHint: 'آنچه تصویر نشان می‌دهد، برای کسی که آن را نمی‌بیند',
  insert: 'افزودن تصویر',
  uploading: 'در حال بارگذاری…',
  cancel: 'انصراف',
  fileRequired: 'یک تصویر PNG یا JPEG انتخاب کنید',
  altRequired: 'متن جایگزین تصویر داخل متن را بنویسید',
} as const;
