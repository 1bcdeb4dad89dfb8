import { toPersianDigits } from '../persian-digits';

/** What the consultant is told about a question list that cannot be kept (the type form and the server say the same). */
export const QUESTION_LIST_MESSAGES = {
  listInvalid: 'پرسش‌ها باید فهرستی از پرسش باشند',
  tooMany: `حداکثر ${toPersianDigits(12)} پرسش می‌توان ثبت کرد`,
  questionInvalid: (n: number) => `پرسش ${toPersianDigits(n)} معتبر نیست`,
  labelRequired: (n: number) => `متن پرسش ${toPersianDigits(n)} را بنویسید`,
  labelTooLong: (n: number) => `متن پرسش ${toPersianDigits(n)} حداکثر ${toPersianDigits(200)} نویسه است`,
  labelRepeated: (label: string) => `پرسش «${label}» دو بار آمده است`,
  kindInvalid: (label: string) => `نوع پرسش «${label}» را انتخاب کنید`,
  helpInvalid: (label: string) => `راهنمای پرسش «${label}» باید متن باشد`,
  helpTooLong: (label: string) => `راهنمای پرسش «${label}» حداکثر ${toPersianDigits(300)} نویسه است`,
  requiredInvalid: (label: string) => `اجباری بودن پرسش «${label}» معتبر نیست`,
  idInvalid: (label: string) => `شناسه پرسش «${label}» معتبر نیست`,
  optionsTooFew: (label: string) => `پرسش «${label}» دست‌کم ${toPersianDigits(2)} گزینه می‌خواهد`,
  optionsTooMany: (label: string) => `پرسش «${label}» حداکثر ${toPersianDigits(12)} گزینه دارد`,
  optionEmpty: (label: string) => `هیچ‌یک از گزینه‌های پرسش «${label}» نمی‌تواند خالی باشد`,
  optionTooLong: (label: string) => `هر گزینه پرسش «${label}» حداکثر ${toPersianDigits(100)} نویسه است`,
  optionRepeated: (label: string) => `گزینه‌های پرسش «${label}» تکراری‌اند`,
} as const;

/** What the customer is told about an answer, naming its question (the booking screen and the server say the same). */
export const ANSWER_MESSAGES = {
  answersInvalid: 'پاسخ‌های ارسال‌شده معتبر نیستند',
  required: (label: string) => `به پرسش «${label}» پاسخ دهید`,
  invalid: (label: string) => `پاسخ پرسش «${label}» معتبر نیست`,
  tooLong: (label: string, max: number) => `پاسخ پرسش «${label}» حداکثر ${toPersianDigits(max)} نویسه است`,
  notAnOption: (label: string) => `برای پرسش «${label}» یکی از گزینه‌ها را انتخاب کنید`,
  notYesNo: (label: string) => `برای پرسش «${label}» «بله» یا «خیر» را انتخاب کنید`,
  notANumber: (label: string) => `پاسخ پرسش «${label}» باید عدد باشد`,
  numberTooLarge: (label: string) => `عدد پاسخ پرسش «${label}» بیش از حد بزرگ است`,
  documentUnknown: (label: string) => `پرونده‌های پرسش «${label}» را دوباره بارگذاری کنید`,
  documentsTooMany: (label: string) => `برای پرسش «${label}» حداکثر ${toPersianDigits(20)} پرونده می‌توان فرستاد`,
} as const;
