import { toPersianDigits } from '../../../../src/core/domain/persian-digits';
import type { MailContent } from '../../notifications';

/**
 * The messages about an account, in Persian with Persian digits: the password-reset link by
 * e-mail, and the one-time codes by SMS (one part each: short, the code first to read). `site`
 * is the site's name as its owner set it; while it has none, the texts say «سایت».
 */
const named = (site: string) => site || 'سایت';

export function passwordResetMail(input: { link: string; minutes: number; site: string }): MailContent {
  return {
    title: 'بازیابی رمز عبور',
    paragraphs: ['سلام،', `برای تعیین رمز عبور تازه در ${named(input.site)} این پیوند را باز کنید.`],
    facts: [],
    links: [{ label: 'تعیین رمز عبور تازه', href: input.link }],
    notes: [
      `این پیوند تا ${toPersianDigits(input.minutes)} دقیقه و فقط یک بار کار می‌کند.`,
      'اگر شما درخواست نکرده‌اید، این پیام را نادیده بگیرید؛ رمز عبورتان تغییری نمی‌کند.',
    ],
  };
}

export function passwordResetSms(input: { code: string; minutes: number; site: string }): string {
  return `کد بازیابی رمز عبور ${named(input.site)}: ${toPersianDigits(input.code)}\nتا ${toPersianDigits(input.minutes)} دقیقه معتبر است. این کد را به کسی ندهید.`;
}

export function mobileVerificationSms(input: { code: string; minutes: number; site: string }): string {
  return `کد تأیید شماره موبایل در ${named(input.site)}: ${toPersianDigits(input.code)}\nتا ${toPersianDigits(input.minutes)} دقیقه معتبر است.`;
}
