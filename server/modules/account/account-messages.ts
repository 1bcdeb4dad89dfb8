import { toPersianDigits } from '../../../src/core/domain/persian-digits';

/** What the account module says to the person, in the spec's words. */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'این ایمیل قبلاً ثبت شده است',
  wrongCredentials: 'ایمیل یا رمز عبور نادرست است',
  tooManyFailures: (minutes: number) =>
    `تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است؛ ${toPersianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید`,
  tooManySignUps: (minutes: number) =>
    `تعداد ثبت‌نام‌ها از این نشانی بیش از حد مجاز است؛ ${toPersianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید`,
  signedOut: 'از حساب کاربری خارج شدید',
  deleted: 'حساب کاربری شما حذف شد',
  notYours: 'فقط حساب کاربری خودتان را می‌توانید تغییر دهید',
} as const;
