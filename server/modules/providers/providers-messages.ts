import { toPersianDigits } from '../../../src/core/domain/persian-digits';

/**
 * What the services' answers mean, in Persian, for the consultant's test buttons. Kavenegar's
 * codes are its documented `return.status` values (also its HTTP status); nodemailer's are its
 * error codes, and a number is the SMTP server's reply code.
 */
const KAVENEGAR: Record<string, string> = {
  400: 'پارامترهای درخواست کامل نیست',
  401: 'حساب کاربری کاوه‌نگار غیرفعال شده است',
  402: 'کاوه‌نگار درخواست را انجام نداد',
  403: 'کلید API کاوه‌نگار معتبر نیست؛ آن را از پنل کاوه‌نگار دوباره کپی کنید',
  404: 'نشانی سرویس کاوه‌نگار درست نیست',
  405: 'نشانی سرویس کاوه‌نگار درست نیست',
  407: 'دسترسی به این سرویس برای حساب شما باز نیست (محدودیت آی‌پی یا سطح حساب در پنل کاوه‌نگار)',
  409: 'سرور کاوه‌نگار فعلاً پاسخ نمی‌دهد؛ کمی بعد دوباره امتحان کنید',
  411: 'شمارهٔ گیرنده معتبر نیست',
  412: 'خط ارسال معتبر نیست یا به حساب شما تعلق ندارد',
  413: 'متن پیامک خالی یا بیش از اندازه طولانی است',
  414: 'تعداد گیرندگان بیش از حد مجاز است',
  418: 'اعتبار حساب کاوه‌نگار کافی نیست؛ حساب را شارژ کنید',
  420: 'فرستادن پیوند در متن پیامک مجاز نیست',
  422: 'متن پیامک نویسه‌هایی دارد که این خط نمی‌تواند بفرستد',
  451: 'درخواست‌های پیاپی بیش از حد؛ کمی بعد دوباره امتحان کنید',
  501: 'حساب آزمایشی کاوه‌نگار فقط به شمارهٔ صاحب حساب پیامک می‌فرستد',
  ETIMEDOUT: 'کاوه‌نگار در زمان مقرر پاسخ نداد',
  ECONNECTION: 'به کاوه‌نگار وصل نشد؛ اتصال اینترنت سرور را بررسی کنید',
};

const SMTP: Record<string, string> = {
  EAUTH: 'نام کاربری یا گذرواژهٔ SMTP پذیرفته نشد',
  ECONNECTION: 'به سرور SMTP وصل نشد؛ نشانی و درگاه (port) را بررسی کنید',
  ETIMEDOUT: 'سرور SMTP در زمان مقرر پاسخ نداد',
  EDNS: 'نام سرور SMTP پیدا نشد',
  ETLS: 'اتصال امن (TLS) با سرور SMTP برقرار نشد؛ smtp:// یا smtps:// و درگاه را بررسی کنید',
  ESOCKET: 'اتصال با سرور SMTP برقرار نشد یا قطع شد؛ نشانی، درگاه (port) و smtp:// یا smtps:// را بررسی کنید',
  EENVELOPE: 'سرور SMTP نشانی فرستنده یا گیرنده را نپذیرفت',
  EPROTOCOL: 'سرور SMTP پاسخی نامفهوم داد',
};

const withCode = (text: string, code: number | string | null) =>
  typeof code === 'number' ? `${text} (کد ${toPersianDigits(code)})` : text;

export function kavenegarRefusal(code: number | string | null): string {
  const known = code === null ? 'کاوه‌نگار پاسخی قابل فهم نداد' : (KAVENEGAR[String(code)] ?? 'کاوه‌نگار پیامک را نپذیرفت');
  return `پیامک ارسال نشد: ${withCode(known, code)}`;
}

export function smtpRefusal(code: number | string | null): string {
  let known: string;
  if (typeof code === 'number')
    known = code >= 500 ? 'سرور ایمیل پیام را نپذیرفت' : 'سرور ایمیل فعلاً پیام را نپذیرفت؛ کمی بعد دوباره امتحان کنید';
  else known = (code !== null && SMTP[code]) || 'ارسال با سرور SMTP انجام نشد';
  return `ایمیل ارسال نشد: ${withCode(known, code)}`;
}

export function zarinpalRefusal(code: number | null, documented: string | null): string {
  if (code === null) return 'زرین‌پال پاسخ نداد؛ اتصال اینترنت سرور را بررسی کنید و دوباره امتحان کنید';
  return `زرین‌پال درخواست را نپذیرفت: ${withCode(documented ?? 'پاسخی ناشناخته', code)}`;
}

export const PROVIDER_TEST_TEXTS = {
  smsNotSet: 'کاوه‌نگار تنظیم نشده است؛ پیامک‌ها فعلاً فقط در صندوق پیام‌ها نگه داشته می‌شوند',
  emailNotSet: 'سرور SMTP تنظیم نشده است؛ ایمیل‌ها فعلاً فقط در صندوق پیام‌ها نگه داشته می‌شوند',
  gatewayNotSet: 'مرچنت کد زرین‌پال تنظیم نشده است؛ تا آن را ذخیره نکنید پرداخت ممکن نیست',
  gatewaySandbox: 'درگاه آزمایشی فعال است: پرداخت‌ها بدون دریافت پول تأیید می‌شوند. برای دریافت پول، مرچنت کد زرین‌پال را ذخیره کنید',
  noMobile: 'شماره‌ای برای پیامک آزمایشی وارد کنید؛ در پروفایل شما شماره موبایلی ثبت نشده است',
  smsBody: 'پیامک آزمایشی: اتصال سایت به کاوه‌نگار برقرار است.',
  emailSubject: 'ایمیل آزمایشی',
  emailBody: 'این ایمیل آزمایشی است: سایت می‌تواند با تنظیمات SMTP شما ایمیل بفرستد.',
  gatewayDescription: 'بررسی اتصال درگاه',
  smsSent: (to: string) => `کاوه‌نگار پیامک آزمایشی به ${toPersianDigits(to)} را پذیرفت`,
  emailSent: (to: string) => `سرور SMTP ایمیل آزمایشی به ${to} را پذیرفت`,
  gatewayPassed: 'زرین‌پال درخواست پرداخت آزمایشی را پذیرفت (کد ۱۰۰): مرچنت کد و دامنهٔ سایت درست است',
} as const;
