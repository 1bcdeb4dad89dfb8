/** What the sign-in's code step and the profile's second-factor section say. */
export const SECOND_FACTOR_TEXTS = {
  codeStepIntro: 'ورود دومرحله‌ای برای این حساب روشن است: کد ۶ رقمی برنامهٔ احراز هویت را وارد کنید.',
  codeLabel: 'کد ورود دومرحله‌ای',
  enter: 'تأیید و ورود',
  startOver: 'ورود با حساب دیگر',
  section: 'ورود دومرحله‌ای',
  offNote: 'با ورود دومرحله‌ای، پس از رمز عبور کدی از برنامهٔ احراز هویت (مانند Google Authenticator) هم خواسته می‌شود.',
  onNote: 'ورود دومرحله‌ای روشن است. برای خاموش کردن، کد کنونی برنامه را وارد کنید.',
  begin: 'روشن کردن ورود دومرحله‌ای',
  scan: 'این تصویر را با برنامهٔ احراز هویت بخوانید، یا این کلید را در آن وارد کنید:',
  qrLabel: 'کد QR ورود دومرحله‌ای',
  confirm: 'تأیید و روشن کردن',
  turnOff: 'خاموش کردن ورود دومرحله‌ای',
} as const;
