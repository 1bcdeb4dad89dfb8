/** What the password-reset pages and the mobile's proof say. */
export const FORGOT_PASSWORD_LINK = 'رمز عبور را فراموش کرده‌اید؟';

export const RESET_TEXTS = {
  forgotTitle: 'بازیابی رمز عبور',
  forgotIntro: 'پیوند بازیابی را به ایمیل حساب خود بخواهید، یا کد را به شماره موبایل تأییدشده‌تان.',
  byEmail: 'با ایمیل',
  byMobile: 'با پیامک',
  sendLink: 'ارسال پیوند بازیابی',
  sendCode: 'ارسال کد',
  mobileLabel: 'شماره موبایل',
  mobileHint: 'فقط شماره‌ای که در پروفایل تأیید کرده‌اید کد می‌گیرد',
  resetTitle: 'تعیین رمز عبور تازه',
  resetIntroLink: 'رمز عبور تازه را وارد کنید.',
  resetIntroCode: 'کد ۶ رقمی پیامک‌شده و رمز عبور تازه را وارد کنید.',
  codeLabel: 'کد ۶ رقمی',
  newPasswordLabel: 'رمز عبور تازه',
  save: 'ثبت رمز عبور',
  toLogin: 'ورود به حساب',
  askAgain: 'درخواست دوباره',
  backToLogin: 'بازگشت به صفحه ورود',
} as const;

export const MOBILE_PROOF_TEXTS = {
  unverified: 'شماره موبایل شما هنوز تأیید نشده است؛ با تأیید آن می‌توانید رمز عبور را با پیامک بازیابی کنید.',
  verify: 'تأیید شماره',
  codeLabel: 'کد ۶ رقمی پیامک‌شده',
  confirm: 'ثبت کد',
  verified: 'شماره موبایل شما تأیید شد',
} as const;
