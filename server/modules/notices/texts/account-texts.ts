import { toPersianDigits } from '../../../../src/core/domain/persian-digits';
import { SITE_PROFILE } from '../../../../src/core/domain/site-profile';

/**
 * The messages about an account, in Persian with Persian digits: the password-reset link by
 * e-mail, and the one-time codes by SMS (one part each: short, the code first to read).
 */
const SITE = SITE_PROFILE.siteName;

export function passwordResetEmail(input: { link: string; minutes: number }): { subject: string; body: string } {
  return {
    subject: `بازیابی رمز عبور در ${SITE}`,
    body: [
      'سلام،',
      `برای تعیین رمز عبور تازه در ${SITE} این پیوند را باز کنید:`,
      input.link,
      `این پیوند تا ${toPersianDigits(input.minutes)} دقیقه و فقط یک بار کار می‌کند.`,
      'اگر شما درخواست نکرده‌اید، این پیام را نادیده بگیرید؛ رمز عبورتان تغییری نمی‌کند.',
    ].join('\n'),
  };
}

export function passwordResetSms(input: { code: string; minutes: number }): string {
  return `کد بازیابی رمز عبور ${SITE}: ${toPersianDigits(input.code)}\nتا ${toPersianDigits(input.minutes)} دقیقه معتبر است. این کد را به کسی ندهید.`;
}

export function mobileVerificationSms(input: { code: string; minutes: number }): string {
  return `کد تأیید شماره موبایل در ${SITE}: ${toPersianDigits(input.code)}\nتا ${toPersianDigits(input.minutes)} دقیقه معتبر است.`;
}
