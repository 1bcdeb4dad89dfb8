import { toPersianDigits } from '../../../src/core/domain/persian-digits';

/** What the account module says to the person, in the spec's words. */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'این ایمیل قبلاً ثبت شده است',
  wrongCredentials: 'ایمیل یا رمز عبور نادرست است',
  tooManyFailures: (minutes: number) =>
    `تعداد تلاش‌های ناموفق ورود بیش از حد مجاز است؛ ${toPersianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید`,
  unknownDevicesShut: (minutes: number) =>
    `ورود به این حساب از دستگاه‌های تازه به‌خاطر تلاش‌های ناموفق بسیار بسته شد؛ از دستگاهی که پیش‌تر با آن وارد شده‌اید وارد شوید یا ${toPersianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید`,
  wrongTotpCode: 'کد ورود دومرحله‌ای درست نیست یا پیش‌تر به کار رفته است؛ کد تازهٔ برنامهٔ احراز هویت را وارد کنید',
  signInTicketSpent: 'مهلت وارد کردن کد ورود دومرحله‌ای گذشت؛ دوباره با ایمیل و رمز عبور وارد شوید',
  secondFactorAdminOnly: 'ورود دومرحله‌ای فقط برای حساب مدیر است',
  secondFactorAlreadyOn: 'ورود دومرحله‌ای از پیش روشن است',
  secondFactorNotBegun: 'ابتدا روشن کردن ورود دومرحله‌ای را آغاز کنید',
  secondFactorNotOn: 'ورود دومرحله‌ای روشن نیست',
  secondFactorOn: 'ورود دومرحله‌ای روشن شد؛ از این پس پس از رمز عبور، کد برنامه خواسته می‌شود',
  secondFactorOff: 'ورود دومرحله‌ای خاموش شد',
  tooManySignUps: (minutes: number) =>
    `تعداد ثبت‌نام‌ها از این نشانی بیش از حد مجاز است؛ ${toPersianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید`,
  signedOut: 'از حساب کاربری خارج شدید',
  deleted: 'حساب کاربری شما حذف شد',
  notYours: 'فقط حساب کاربری خودتان را می‌توانید تغییر دهید',
  resetLinkRequested: 'اگر حسابی با این ایمیل باشد، پیوند بازیابی رمز عبور به آن فرستاده شد؛ صندوق ایمیل خود را ببینید',
  resetCodeRequested: 'اگر این شماره موبایلِ تأییدشدهٔ حسابی باشد، کد بازیابی به آن پیامک شد',
  tooManyCodeRequests: (minutes: number) =>
    `درخواست‌های بازیابی یا کد تأیید بیش از حد مجاز است؛ ${toPersianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید`,
  badResetLink: 'پیوند بازیابی نامعتبر است، منقضی شده یا قبلاً استفاده شده؛ دوباره درخواست دهید',
  badCode: 'کد واردشده درست نیست یا منقضی شده است؛ در صورت نیاز کد تازه بخواهید',
  passwordReset: 'رمز عبور تازه ثبت شد؛ اکنون با آن وارد شوید',
  noMobile: 'ابتدا شماره موبایل خود را در پروفایل ثبت کنید',
  mobileAlreadyVerified: 'شماره موبایل شما قبلاً تأیید شده است',
  mobileCodeSent: 'کد تأیید به شماره موبایل شما پیامک شد',
  mobileVerified: 'شماره موبایل شما تأیید شد',
  setupCodeWrong: 'نشانی راه‌اندازی درست نیست؛ نشانی را کامل از گزارش سرور کپی کنید',
  setupCodeUsed: 'این نشانی راه‌اندازی قبلاً به کار رفته است',
  setupCodeExpired: 'مهلت ۲۴ ساعتهٔ این نشانی راه‌اندازی گذشته است؛ سرور را دوباره راه‌اندازی کنید تا نشانی تازه‌ای در گزارش آن چاپ شود',
  setupAlreadyDone: 'راه‌اندازی سایت قبلاً انجام شده و حساب مدیر ساخته شده است؛ از صفحهٔ ورود وارد شوید',
} as const;

/** The page a production site shows at its public pages until its admin is made (setup-pending.ts). */
export const SETUP_PENDING_MESSAGES = {
  title: 'سایت در حال راه‌اندازی است',
  soon: 'به‌زودی با شما خواهیم بود. لطفاً کمی بعد دوباره سر بزنید.',
} as const;
