import { latinDigits } from './mobile-number';

/** The Persian refusals of the services' settings: each names the field and the form it takes. */
export const PROVIDER_SETTINGS_MESSAGES = {
  merchantId: 'مرچنت کد زرین‌پال باید دقیقاً ۳۶ نویسه باشد (حروف انگلیسی، رقم و خط تیره)، همان‌طور که در پنل زرین‌پال آمده است',
  apiKey: 'کلید API کاوه‌نگار فقط از حروف انگلیسی و رقم است؛ آن را از پنل کاوه‌نگار کپی کنید',
  sender: 'شماره خط ارسال پیامک باید ۴ تا ۲۰ رقم باشد',
  smtpUrl: 'نشانی SMTP باید با smtp:// یا smtps:// شروع شود، مانند smtps://user:password@mail.example.com:465',
  mailFrom: 'نشانی فرستنده باید یک ایمیل درست باشد، مانند info@example.com یا «نام <info@example.com>»',
  mailFromNeeded: 'برای ارسال ایمیل، نشانی فرستنده را هم وارد کنید',
  email: 'نشانی ایمیل گیرنده درست نیست',
  saved: 'تنظیمات سرویس‌ها ذخیره شد',
  invalidInput: 'اطلاعات ارسال‌شده معتبر نیست',
} as const;

/** Zarinpal's merchant ids are 36 characters (a UUID as its panel shows it). */
export function isMerchantId(text: string): boolean {
  return /^[0-9A-Za-z-]{36}$/.test(text);
}

/** A Kavenegar API key as its panel gives it: letters and digits. */
export function isKavenegarKey(text: string): boolean {
  return /^[A-Za-z0-9]{1,200}$/.test(text);
}

/** The sending line's number, typed with Persian or Latin digits; null when it is not one. */
export function normalizeSender(typed: string): string | null {
  const digits = latinDigits(typed.trim());
  return /^\d{4,20}$/.test(digits) ? digits : null;
}

/** smtp://user:password@host:port or smtps://…, with a host. */
export function isSmtpUrl(text: string): boolean {
  if (text.length > 500) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An address, or "Name <address>", as the From header takes it. */
export function isMailFrom(text: string): boolean {
  return text.length <= 200 && /^(?:[^<>@\r\n]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(text.trim());
}

/** A plain recipient address. */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(text);
}
