import type { WallClock } from './business-time';
import type { OfferedSession } from './customer-session';
import { formatJalaliLong } from './jalali-date';
import { toPersianDigits } from './persian-digits';
import { MEETING_LINK_SHOWN_BEFORE_MINUTES, SESSION_MODE_LABELS } from './session-mode';

/** The Persian words that tell a customer how their session happens (cards, booking screen, "رزروهای من"). */
export const SESSION_TEXTS = {
  heading: 'نحوه برگزاری',
  online: `${SESSION_MODE_LABELS.online}؛ لینک جلسه از ${toPersianDigits(MEETING_LINK_SHOWN_BEFORE_MINUTES)} دقیقه پیش از شروع در «رزروهای من» نمایش داده می‌شود`,
  office: (address: string | null) => (address ? `${SESSION_MODE_LABELS.office}: ${address}` : SESSION_MODE_LABELS.office),
  phone: `${SESSION_MODE_LABELS.phone}؛ مشاور با شماره همراه شما تماس می‌گیرد`,
  joinLink: 'ورود به جلسه آنلاین',
  linkFrom: ({ date, time }: WallClock) => `لینک جلسه از ${formatJalaliLong(date)} ساعت ${toPersianDigits(time)} همین‌جا نمایش داده می‌شود`,
  linkSoon: 'لینک جلسه آماده است؛ برای دیدن آن صفحه را دوباره باز کنید',
  phoneCall: (mobile: string) => `مشاور با شماره ${toPersianDigits(mobile)} با شما تماس می‌گیرد`,
  phoneMissing: 'مشاور با شماره همراه شما تماس می‌گیرد؛ شماره همراه را در حساب کاربری ثبت کنید',
} as const;

/** One line on how a type's sessions happen, as its card and the booking screen say it. */
export function offeredSessionText(session: OfferedSession): string {
  if (session.mode === 'office') return SESSION_TEXTS.office(session.officeAddress);
  return session.mode === 'online' ? SESSION_TEXTS.online : SESSION_TEXTS.phone;
}

/** The consultant's words for a type's way of meeting, in the type's form. */
export const SESSION_FORM_TEXTS = {
  legend: 'نحوه برگزاری جلسه',
  link: 'لینک جلسه',
  linkHint: `نشانی https جلسه (مثلاً Google Meet یا Skype)؛ از ${toPersianDigits(MEETING_LINK_SHOWN_BEFORE_MINUTES)} دقیقه پیش از شروع به مشتری نشان داده می‌شود`,
  address: 'نشانی دفتر',
  phoneHint: 'شما با شماره همراه مشتری تماس می‌گیرید؛ شماره در جدول رزروها آمده است',
} as const;
